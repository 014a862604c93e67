import { pageModulesAttribute } from '../deferred-start'

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
  scripts?: { attrs: Record<string, string>; children?: string }[]
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
 * The page's list of modules to fetch once it has loaded: a JSON data script, which neither runs
 * nor is checked by the page's Content-Security-Policy (read by `src/deferred-start.ts`).
 */
function pageModules(files: string[]) {
  return {
    attrs: { type: 'application/json', [pageModulesAttribute]: '' },
    children: JSON.stringify(files),
  }
}

/**
 * Turns the client build's manifest into the router's. The page's head links the single
 * stylesheet (or every stylesheet of the page's chunks), so a server-rendered page is styled
 * before any script runs, and no script competes with its images: the root route loads only the
 * first script (`entryKey`), which waits for the page to load, then fetches what the page lists:
 * the client (`clientKey`) and what it imports, the catalogues of the page's language (hydration
 * waits for them), and each matched code-split route's chunk and imports.
 */
export function routerManifest(
  manifest: ViteManifest,
  locale?: string,
  entryKey = 'index.html',
  clientKey = 'src/client.tsx',
): ShopRouterManifest {
  const entry = manifest[entryKey]
  if (!entry) throw new Error(`The client build manifest has no "${entryKey}" entry`)
  if (!manifest[clientKey]) throw new Error(`The client build manifest has no "${clientKey}" entry`)
  const seen = new Set<string>()
  const first = staticGraph(manifest, entryKey, seen)
  const client = staticGraph(manifest, clientKey, seen)
  const catalogues = Object.entries(manifest)
    .filter(([key]) => locale !== undefined && key.endsWith(`/locales/${locale}/messages.po`))
    .map(([, chunk]) => `/${chunk.file}`)
  const routes: Record<string, ManifestRoute> = {
    __root__: {
      preloads: first.js.slice(1),
      css: [...standaloneStylesheets(manifest), ...first.css, ...client.css],
      scripts: [
        { attrs: { type: 'module', src: `/${entry.file}` } },
        pageModules([...client.js, ...catalogues]),
      ],
    },
  }
  for (const key of Object.keys(manifest)) {
    const name = routeChunk.exec(key)?.[1]
    if (!name) continue
    const own = staticGraph(manifest, key, new Set(seen))
    routes[name === 'index' ? '/' : `/${name}`] = {
      preloads: [],
      css: own.css,
      scripts: [pageModules(own.js)],
    }
  }
  return { routes }
}
