/** What `builds/latest.json` holds: the build currently deployed. */
export interface BuildInfo {
  /** Unique id of the build. */
  id: string
  /** When it was built, in milliseconds since the epoch. */
  timestamp: number
}

/** What `builds/meta/{id}.json` holds: a build and the files it emitted. */
export interface BuildMeta extends BuildInfo {
  /** Emitted files, relative to the site root. */
  assets: string[]
}

/** Path of the latest build's description, relative to the site root. */
export const latestBuildPath = 'builds/latest.json'

/** Path of one build's manifest, relative to the site root. */
export function buildMetaPath(id: string): string {
  return `builds/meta/${id}.json`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Tells whether a loaded payload is a {@link BuildInfo}. */
export function isBuildInfo(value: unknown): value is BuildInfo {
  return isRecord(value) && typeof value.id === 'string' && typeof value.timestamp === 'number'
}

/** Tells whether a loaded payload is a {@link BuildMeta}. */
export function isBuildMeta(value: unknown): value is BuildMeta {
  return (
    isBuildInfo(value) &&
    Array.isArray((value as BuildInfo & { assets?: unknown }).assets) &&
    (value as BuildMeta).assets.every((asset) => typeof asset === 'string')
  )
}
