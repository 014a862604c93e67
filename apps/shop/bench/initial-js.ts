/**
 * First-load budgets: the gzip size of every script the browser loads for a page
 * before the first interaction, divided by the same figure for a minimal React 19 + TanStack
 * Router app built with the same Vite (the reference), for the shop's `/` and the portal's
 * `/login` (the portal's landing is printed beside them); and whether the portal's public pages
 * show their content before any script runs, in English and in French.
 *
 * It also builds the stack's floor (`bench/floor`: the reference plus urql, the normalized cache
 * and Lingui, with no app code) and the floor of a page with a form (`bench/form-floor`: plus
 * Formik and yup, with one sign-in form), so each figure splits into what the libraries the page
 * needs weigh and what the page's own code adds.
 *
 * Usage: pnpm --filter @comptoir/shop bench:initial-js [shop URL, default http://localhost:3000]
 * [portal URL, default http://ambassador.localhost:3000] (the product must be running, as
 * `npm start` runs it). `LIST_SCRIPTS=1` lists the scripts of each page.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'

import react from '@vitejs/plugin-react'
import { build } from 'vite'

import { headingWithoutScripts, initialScriptBytes } from './browser'
import {
  formatBudget,
  prerenderedPortalPaths,
  scriptBudget,
  scriptBudgets,
  type BudgetResult,
} from './budgets'

const origins = {
  shop: (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, ''),
  portal: (process.argv[3] ?? 'http://ambassador.localhost:3000').replace(/\/$/, ''),
}
const benchRoot = import.meta.dirname

/** Serves a built folder on a free port. */
async function serve(folder: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' }
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const file = join(folder, path === '/' ? 'index.html' : path)
    readFile(file)
      .then((body) => {
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
        })
        response.end(body)
      })
      .catch(() => {
        response.writeHead(404)
        response.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${String(port)}/`, close: () => server.close() }
}

/** Builds one of the bench's apps and measures its initial scripts. */
async function measureApp(name: 'minimal' | 'floor' | 'form-floor') {
  const root = join(benchRoot, name)
  await build({
    root,
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  })
  const server = await serve(join(root, 'dist'))
  try {
    return await initialScriptBytes(server.url)
  } finally {
    server.close()
  }
}

async function measurePage(app: 'shop' | 'portal', path: string) {
  const url = `${origins[app]}${path}`
  const measured = await initialScriptBytes(url)
  if (process.env.LIST_SCRIPTS) console.log(`${url}:\n  ${measured.names.join('\n  ')}`)
  return measured
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const minimal = await measureApp('minimal')
const floor = await measureApp('floor')
const formFloor = await measureApp('form-floor')
console.log(
  `reference (React 19 + TanStack Router): ${kb(minimal.gzip)} gzip in ${String(minimal.files)} files`,
)
console.log(
  `stack floor (+ urql, normalized cache, Lingui): ${kb(floor.gzip)} gzip = ${(floor.gzip / minimal.gzip).toFixed(2)} × reference`,
)
console.log(
  `stack floor with a form (+ Formik, yup): ${kb(formFloor.gzip)} gzip = ${(formFloor.gzip / minimal.gzip).toFixed(2)} × reference`,
)

const results: BudgetResult[] = []
for (const { app, path, maxRatio } of scriptBudgets) {
  const page = await measurePage(app, path)
  results.push(scriptBudget(`${app} ${path} initial JS (gzip)`, page.gzip, minimal.gzip, maxRatio))
  // A page with a form is read against the floor with a form.
  const below = app === 'portal' ? formFloor : floor
  console.log(
    `  ${app} ${path}: ${String(page.files)} files, ${kb(page.gzip - below.gzip)} above the ${
      below === formFloor ? 'floor with a form' : 'floor'
    }`,
  )
}
const landing = await measurePage('portal', '/')
console.log(
  `  portal / (no target of its own): ${kb(landing.gzip)} gzip = ${(landing.gzip / minimal.gzip).toFixed(2)} × reference, ${String(landing.files)} files`,
)

for (const path of prerenderedPortalPaths) {
  const headings: string[] = []
  for (const locale of ['en-GB', 'fr-FR']) {
    headings.push(await headingWithoutScripts(`${origins.portal}${path}`, locale))
  }
  results.push({
    subject: `portal ${path} content before scripts (h1 en / fr)`,
    figure: headings.map((heading) => (heading ? `“${heading}”` : 'none')).join(' / '),
    reference: '—',
    ratio: '—',
    target: 'a heading in each language',
    met: headings.every(Boolean) && headings[0] !== headings[1],
  })
}

for (const result of results) console.log(formatBudget(result))
