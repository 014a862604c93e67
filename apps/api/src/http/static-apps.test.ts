import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'
import { productAssetsFolder } from '../paths'

let folder: string
let built: TestApp
let unbuilt: TestApp

async function writeApp(root: string, name: string, routes?: string[]) {
  await mkdir(join(root, 'assets'), { recursive: true })
  await mkdir(join(root, 'builds/meta'), { recursive: true })
  await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`)
  const script = `console.log('${name}')`
  await writeFile(join(root, 'assets/app-1a2b3c.js'), script)
  // The compressed copies the build stores beside its text files.
  await writeFile(join(root, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script))
  await writeFile(join(root, 'assets/app-1a2b3c.js.gz'), gzipSync(script))
  await writeFile(join(root, 'sw.js'), 'self.skipWaiting()')
  await writeFile(join(root, 'builds/latest.json'), JSON.stringify({ buildId: `${name}-1` }))
  await writeFile(join(root, `builds/meta/${name}-1.json`), JSON.stringify({ app: name }))
  if (routes) await writeFile(join(root, 'routes.json'), JSON.stringify(routes))
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'comptoir-static-'))
  await writeApp(join(folder, 'shop'), 'shop')
  await writeApp(join(folder, 'ambassador'), 'ambassador', ['/', '/login', '/operations/$id'])
  // The portal's build pre-renders some public pages in each language.
  for (const [locale, page, heading] of [
    ['en', 'login', 'Sign in'],
    ['fr', 'login', 'Se connecter'],
    ['fr', 'index', 'Programme'],
  ] as const) {
    await mkdir(join(folder, 'ambassador/prerendered', locale), { recursive: true })
    await writeFile(
      join(folder, `ambassador/prerendered/${locale}/${page}.html`),
      `<!doctype html><html lang="${locale}"><title>ambassador</title><h1>${heading}</h1>`,
    )
  }
  // A shop workspace that has not been built; no ambassador workspace at all.
  await mkdir(join(folder, 'unbuilt-shop'))
  await writeFile(join(folder, 'unbuilt-shop/package.json'), '{}')
  ;[built, unbuilt] = await Promise.all([
    startTestApp({
      env: { NODE_ENV: 'production' },
      app: { appRoots: { shop: join(folder, 'shop'), ambassador: join(folder, 'ambassador') } },
    }),
    startTestApp({
      env: { NODE_ENV: 'production' },
      app: {
        appRoots: {
          shop: join(folder, 'unbuilt-shop/dist'),
          ambassador: join(folder, 'none/amb'),
        },
      },
    }),
  ])
})

afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()])
  await rm(folder, { recursive: true, force: true })
})

const get = (api: TestApp, url: string, host: string) =>
  api.app.fastify.inject({ url, headers: { host } })

describe('the shop on the main host', () => {
  it.each([
    ['/', 200],
    ['/products', 200],
    ['/reset-pwd?token=abc', 200],
    ['/settings/', 200],
    ['/no-such-page', 404],
    ['/products/extra', 404],
  ])('serves its HTML for %s with status %i', async (path, status) => {
    const response = await get(built, path, 'shop.test')
    expect(response.statusCode).toBe(status)
    expect(response.body).toContain('<title>shop</title>')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('caches hashed assets for a year and keeps build manifests fresh', async () => {
    const asset = await get(built, '/assets/app-1a2b3c.js', 'shop.test')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const latest = await get(built, '/builds/latest.json', 'shop.test')
    expect(latest.json()).toEqual({ buildId: 'shop-1' })
    expect(latest.headers['cache-control']).toBe('no-cache')
    const meta = await get(built, '/builds/meta/shop-1.json', 'shop.test')
    expect(meta.json()).toEqual({ app: 'shop' })
    expect((await get(built, '/sw.js', 'shop.test')).headers['cache-control']).toBe('no-cache')
  })

  it('sends the stored Brotli or gzip copy of a file to a browser that takes it', async () => {
    const request = (encoding?: string) =>
      built.app.fastify.inject({
        url: '/assets/app-1a2b3c.js',
        headers: { host: 'localhost', ...(encoding && { 'accept-encoding': encoding }) },
      })
    const brotli = await request('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log('shop')")
    expect((await request('gzip')).headers['content-encoding']).toBe('gzip')
    const plain = await request()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe("console.log('shop')")
  })

  it('answers a plain 404 for missing files and manifests, not the app', async () => {
    for (const path of ['/assets/gone.js', '/builds/meta/old.json', '/favicon.png']) {
      const response = await get(built, path, 'shop.test')
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<title>')
    }
  })
})

describe('the ambassador portal on ambassador.* hosts', () => {
  it.each([
    ['ambassador.shop.test', '/', 200],
    ['ambassador.shop.test', '/operations/42', 200],
    ['ambassador.localhost:3000', '/login', 200],
    ['ambassador.shop.test', '/checkout', 404],
  ])('on %s serves its HTML for %s with status %i', async (host, path, status) => {
    const response = await get(built, path, host)
    expect(response.statusCode).toBe(status)
    expect(response.body).toContain('<title>ambassador</title>')
  })

  it('sends a pre-rendered page in the language the portal would pick, for its address alone', async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      built.app.fastify.inject({ url, headers: { host: 'ambassador.shop.test', ...headers } })
    const french = await page('/login', { 'accept-language': 'fr-CA,en;q=0.5' })
    expect(french.statusCode).toBe(200)
    expect(french.body).toContain('<h1>Se connecter</h1>')
    expect(french.headers['cache-control']).toBe('no-cache')
    expect(french.headers.vary).toMatch(/cookie/i)
    expect(french.headers.vary).toMatch(/accept-language/i)
    // The stored choice wins over the browser's languages.
    const chosen = await page('/login', {
      'accept-language': 'fr',
      cookie: 'comptoir.locale=en',
    })
    expect(chosen.body).toContain('<h1>Sign in</h1>')
    expect((await page('/', { 'accept-language': 'fr' })).body).toContain('<h1>Programme</h1>')
    // No English render of `/`, a query that may change the page: the client shell.
    for (const [url, language] of [
      ['/', 'en'],
      ['/login?reason=session-ended', 'fr'],
    ] as const) {
      const shell = await page(url, { 'accept-language': language })
      expect(shell.statusCode).toBe(200)
      expect(shell.body).not.toContain('<h1>')
      expect(shell.body).toContain('<title>ambassador</title>')
    }
    // The files themselves are not addresses of the portal.
    expect((await page('/prerendered/fr/login.html')).statusCode).toBe(404)
  })

  it('serves its own build manifest and assets', async () => {
    expect((await get(built, '/builds/latest.json', 'ambassador.shop.test')).json()).toEqual({
      buildId: 'ambassador-1',
    })
    expect((await get(built, '/assets/app-1a2b3c.js', 'ambassador.shop.test')).body).toContain(
      'ambassador',
    )
  })

  it('keeps the GraphQL endpoints on both hosts', async () => {
    for (const host of ['shop.test', 'ambassador.shop.test']) {
      const response = await built.app.fastify.inject({
        method: 'POST',
        url: '/gql/public',
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      })
      expect(response.json()).toEqual({ data: { __typename: 'Query' } })
    }
  })
})

describe('missing builds', () => {
  it('says which build is missing, and how to build it when the app exists', async () => {
    const shop = await get(unbuilt, '/', 'shop.test')
    expect(shop.statusCode).toBe(200)
    expect(shop.body).toContain('The shop is not built yet')
    expect(shop.body).toContain('pnpm --filter @comptoir/shop build')
    // No absolute path of the installation reaches a visitor.
    expect(shop.body).not.toMatch(/<code>\/(?!gql\/)/)
    expect((await get(unbuilt, '/nowhere', 'shop.test')).statusCode).toBe(404)
    const portal = await get(unbuilt, '/dashboard', 'ambassador.shop.test')
    expect(portal.statusCode).toBe(200)
    expect(portal.body).toContain('The ambassador portal is not built yet')
    expect(portal.body).toContain('does not include the ambassador portal yet')
    expect(portal.body).not.toContain('pnpm --filter')
  })
})

describe('product images', () => {
  it('serves the shipped images under /media/products with a long cache', async () => {
    const [file] = (await readdir(productAssetsFolder)).filter((name) => name.endsWith('.svg'))
    const response = await get(unbuilt, `/media/products/${file}`, 'shop.test')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=2592000')
    expect((await get(unbuilt, '/media/products/nope.svg', 'shop.test')).statusCode).toBe(404)
  })
})

describe('the not-found answer', () => {
  it('counts toward the per-address request budget', async () => {
    const limited = await startTestApp({
      env: { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '3' },
      app: { appRoots: { shop: join(folder, 'shop'), ambassador: join(folder, 'ambassador') } },
    })
    try {
      const statuses: number[] = []
      for (const path of ['/nope-1', '/nope-2', '/nope-3', '/nope-4', '/nope-5', '/missing.js']) {
        statuses.push((await get(limited, path, 'shop.test')).statusCode)
      }
      // The budget's own counting (in memory or in Redis) decides the exact request refused first.
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404])
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
