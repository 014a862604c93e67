/**
 * Writes the portal's public pages, rendered in each language, beside the client build:
 * `dist/prerendered/<language>/<page>.html` (`index` for `/`), with Brotli and gzip copies. Each
 * is the build's `index.html` with the page's language, title and content in `#app`; the API
 * sends it to a first visit of that page in that language, and the browser hydrates it.
 * Runs after `vite build` and `vite build --ssr src/prerender.tsx` (see package.json).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { pageDocument, prerenderedFile } from '../src/prerender-document'

interface Prerenderer {
  locales: readonly string[]
  prerenderedPaths: readonly string[]
  prerenderedPathAttribute: string
  renderPortalPage: (path: string, locale: string) => Promise<string>
}

const appRoot = join(import.meta.dirname, '..')
const client = join(appRoot, 'dist')
const renderer = join(appRoot, 'dist-prerender')

const prerenderer = (await import(
  pathToFileURL(join(renderer, 'prerender.js')).href
)) as Prerenderer
const shell = await readFile(join(client, 'index.html'), 'utf8')

for (const locale of prerenderer.locales) {
  for (const path of prerenderer.prerenderedPaths) {
    const markup = await prerenderer.renderPortalPage(path, locale)
    const html = pageDocument(shell, {
      locale,
      markup,
      attribute: `${prerenderer.prerenderedPathAttribute}="${path}"`,
    })
    const file = join(client, prerenderedFile(locale, path))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
    await writeFile(`${file}.br`, brotliCompressSync(html))
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }))
    console.log(`pre-rendered ${locale} ${path}`)
  }
}
// The renderer served its purpose; only the pages ship.
await rm(renderer, { recursive: true, force: true })
