/**
 * Initial JavaScript budget of the shop's home page: the gzip size of every script the browser
 * loads for `/` before the first interaction, divided by the same figure for a minimal React 19 +
 * TanStack Router app built with the same Vite. Prints both and the ratio (target ≤ 1.3).
 *
 * It also builds the stack's floor (`bench/floor`: the reference plus urql, the normalized cache
 * and Lingui, with no app code), so the figure splits into what the libraries every page needs
 * weigh and what the page's own code adds. Works for any page: pass the portal's `/login` too.
 *
 * Usage: pnpm --filter @comptoir/shop bench:initial-js [shop URL, default http://localhost:3000/]
 * (the product must be running, as `npm start` runs it).
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'

import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'

const shopUrl = process.argv[2] ?? 'http://localhost:3000/'
const benchRoot = import.meta.dirname
const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Gzip bytes of the scripts a page loads until the network is idle. */
async function initialScriptBytes(url: string): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: browserArgs,
  })
  // The offline worker precaches every chunk of the app in the background; that is not the
  // page's own JavaScript, so it is kept out of the count (the worker is measured apart).
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const bodies: Promise<Buffer>[] = []
  const names: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    names.push(new URL(response.url()).pathname)
    bodies.push(response.body())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const scripts = await Promise.all(bodies)
  await browser.close()
  if (process.env.LIST_SCRIPTS) console.log(names.join('\n'))
  return {
    files: scripts.length,
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  }
}

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
async function measureApp(name: 'minimal' | 'floor'): Promise<{ files: number; gzip: number }> {
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

const minimal = await measureApp('minimal')
const floor = await measureApp('floor')
const shop = await initialScriptBytes(shopUrl)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `reference (React 19 + TanStack Router): ${kb(minimal.gzip)} gzip in ${String(minimal.files)} files`,
)
console.log(
  `stack floor (+ urql, normalized cache, Lingui): ${kb(floor.gzip)} gzip = ${(floor.gzip / minimal.gzip).toFixed(2)} × reference`,
)
console.log(`page ${shopUrl}: ${kb(shop.gzip)} gzip in ${String(shop.files)} files`)
console.log(`ratio: ${(shop.gzip / minimal.gzip).toFixed(2)} (target ≤ 1.30)`)
console.log(`the page's own code above the floor: ${kb(shop.gzip - floor.gzip)} gzip`)
