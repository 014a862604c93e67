import type { Plugin } from 'vite'

import { buildMetaPath, latestBuildPath, type BuildInfo, type BuildMeta } from './build-info'

/** A file of the build manifest, ready to emit. */
export interface ManifestFile {
  fileName: string
  source: string
}

/**
 * The two files describing a build: `builds/latest.json` ({ id, timestamp }) and
 * `builds/meta/{id}.json` (the same plus the emitted assets).
 */
export function buildManifestFiles(build: BuildInfo, assets: readonly string[]): ManifestFile[] {
  const latest: BuildInfo = { id: build.id, timestamp: build.timestamp }
  const meta: BuildMeta = { ...latest, assets: [...assets].sort() }
  return [
    { fileName: latestBuildPath, source: `${JSON.stringify(latest)}\n` },
    { fileName: buildMetaPath(build.id), source: `${JSON.stringify(meta)}\n` },
  ]
}

/** The part of a bundle output the app-shell computation reads. */
export interface BundleEntry {
  type: 'chunk' | 'asset'
  isEntry?: boolean
  facadeModuleId?: string | null
  imports?: readonly string[]
  viteMetadata?: { importedCss: ReadonlySet<string> } | undefined
}

/** Lazily loaded modules the app needs at every start: the service worker's own client. */
export const startupModules = /[\\/]workbox-window[\\/]/

/**
 * The files needed to start the app: entry chunks, the chunks they import statically, their
 * stylesheets (or the build's single stylesheet), and the chunks of {@link startupModules}.
 * Other lazily loaded chunks and their stylesheets are left out.
 */
export function appShellFiles(
  bundle: Readonly<Record<string, BundleEntry>>,
  alwaysNeeded: RegExp = startupModules,
): Set<string> {
  const shell = new Set<string>()
  const visit = (fileName: string): void => {
    if (shell.has(fileName)) return
    shell.add(fileName)
    const output = bundle[fileName]
    if (output?.type !== 'chunk') return
    for (const css of output.viteMetadata?.importedCss ?? []) shell.add(css)
    for (const imported of output.imports ?? []) visit(imported)
  }
  const importedCss = new Set<string>()
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue
    for (const css of output.viteMetadata?.importedCss ?? []) importedCss.add(css)
    if (output.isEntry === true || alwaysNeeded.test(output.facadeModuleId ?? '')) visit(fileName)
  }
  // A build without CSS code splitting emits one stylesheet that no chunk names: every page's.
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'asset' && fileName.endsWith('.css') && !importedCss.has(fileName)) {
      shell.add(fileName)
    }
  }
  return shell
}

/**
 * Writes the build manifest at the end of each production build, defines
 * `import.meta.env.VITE_BUILD_ID` for the client, and records the app-shell files in `shell`.
 *
 * @param buildId id of this build
 * @param shell filled with the app-shell files once the bundle is known
 */
export function buildManifestPlugin(buildId: string, shell = new Set<string>()): Plugin {
  return {
    name: 'comptoir-build-manifest',
    apply: 'build',
    enforce: 'post',
    config() {
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }
    },
    generateBundle(_options, bundle) {
      shell.clear()
      for (const file of appShellFiles(bundle)) shell.add(file)
      const files = buildManifestFiles({ id: buildId, timestamp: Date.now() }, Object.keys(bundle))
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
