/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ViteChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

/** Vite's build manifest: chunks by source key. */
export type ViteManifest = Record<string, ViteChunk>

interface ManifestRoute {
  preloads: string[]
  css: string[]
  scripts?: { attrs: Record<string, string> }[]
}

/** The router's asset manifest: what each route's page needs in its head and body. */
export interface ShopRouterManifest {
  routes: Record<string, ManifestRoute>
}

const routeChunk = /^src\/routes\/([a-z0-9-]+)\.tsx\?tsr-split=component$/

/** Every file a chunk loads statically, and their stylesheets, depth first. */
function staticGraph(manifest: ViteManifest, key: string, seen = new Set<string>()) {
  const js: string[] = []
  const css: string[] = []
  const visit = (current: string) => {
    if (seen.has(current)) return
    seen.add(current)
    const chunk = manifest[current]
    if (!chunk) return
    js.push(`/${chunk.file}`)
    css.push(...(chunk.css ?? []).map((file) => `/${file}`))
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return { js, css }
}

/**
 * The stylesheets of the whole build, listed as their own manifest entries: a build without
 * CSS code splitting (`build.cssCodeSplit: false`) emits one (`style.css`) that no chunk names.
 */
function standaloneStylesheets(manifest: ViteManifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`)
}

/**
 * Turns the client build's manifest into the router's: the root route loads the entry script
 * (and preloads what it imports, with its stylesheets, the build's single stylesheet when CSS
 * is not split, and the catalogues of the page's language, which hydration waits for); each
 * code-split route adds its own chunk, imports and stylesheets, so a server-rendered page is
 * styled before any script runs.
 */
export function routerManifest(
  manifest: ViteManifest,
  locale?: string,
  entryKey = 'index.html',
): ShopRouterManifest {
  const entry = manifest[entryKey]
  if (!entry) throw new Error(`The client build manifest has no "${entryKey}" entry`)
  const root = staticGraph(manifest, entryKey)
  const catalogues = Object.entries(manifest)
    .filter(([key]) => locale !== undefined && key.endsWith(`/locales/${locale}/messages.po`))
    .map(([, chunk]) => `/${chunk.file}`)
  const routes: Record<string, ManifestRoute> = {
    __root__: {
      preloads: [...root.js.slice(1), ...catalogues],
      css: [...standaloneStylesheets(manifest), ...root.css],
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const key of Object.keys(manifest)) {
    const name = routeChunk.exec(key)?.[1]
    if (!name) continue
    const own = staticGraph(manifest, key, new Set([entryKey]))
    routes[name === 'index' ? '/' : `/${name}`] = {
      preloads: own.js.filter((file) => !root.js.includes(file)),
      css: own.css.filter((file) => !root.css.includes(file)),
    }
  }
  return { routes }
}
