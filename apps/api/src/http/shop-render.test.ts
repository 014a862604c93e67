import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'
import { setStock } from '../../test/commerce'
import { fixture } from '../../test/fixture'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { createMemoryPubSub } from '../pubsub/pubsub'
import { catalogueKey } from '../pubsub/topics'
import { seedDatabase } from '../seed/seed'
import { products } from '../db/schema'

let folder: string
let api: TestApp

/**
 * A stand-in for the shop's server build (`vite build --ssr`): /product shows a product read
 * in-process from the catalogue, / asks only `__typename`, /faq fails, and /products also reads
 * `me` (an answer no catalogue event announces). Each page has an inline script, and a header
 * saying "Account" to whom its reading of the cookie calls signed in (spaces after `=` allowed).
 */
const serverBuild = `
export const serverRenderedPaths = ['/', '/product', '/products', '/faq']
export function pageLocale(page) {
  return page.acceptLanguage?.startsWith('fr') ? 'fr' : 'en'
}
export function pageSignedIn(page) {
  return /(?:^|;)\\s*apollo:[^=;]*\\.token=\\s*[^;\\s]/.test(page.cookie ?? '')
}
async function ask(page, options, query, variables) {
  const answer = await page.fetch(options.apiOrigin + '/gql/public', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': pageLocale(page) },
    body: JSON.stringify({ query, variables }),
  })
  return (await answer.json()).data
}
export async function createShopRenderer(options) {
  return async (page) => {
    const url = new URL(page.url, 'http://x')
    if (url.pathname === '/faq') throw new Error('the FAQ is broken')
    let shown = ''
    if (url.pathname === '/product') {
      const data = await ask(page, options,
        'query ($slug: String!) { product(slug: $slug) { name stockStatus } }',
        { slug: url.searchParams.get('slug') })
      shown = data.product ? data.product.name + ': ' + data.product.stockStatus : 'missing'
    } else {
      shown = (await ask(page, options, '{ __typename }')).__typename
    }
    if (url.pathname === '/products') await ask(page, options, '{ me { id } }')
    return {
      status: 200,
      headers: {},
      html: '<!DOCTYPE html><html lang="' + pageLocale(page) + '"><title>rendered ' + page.url +
        '</title><script' + (page.nonce ? ' nonce="' + page.nonce + '"' : '') + '>' +
        JSON.stringify(shown) + '</script><header>' + (pageSignedIn(page) ? 'Account' : 'Sign in') +
        '</header><main>' + shown + '</main><p>' + 'Linen and stoneware. '.repeat(60) + '</p>' +
        options.publicUrl +
        '<script type="application/json">{}</script></html>',
    }
  }
}
`

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'comptoir-shop-render-'))
  await mkdir(join(folder, 'shop/dist'), { recursive: true })
  await mkdir(join(folder, 'shop/dist-server'))
  await writeFile(join(folder, 'shop/dist/index.html'), '<!doctype html><title>shell</title>')
  await writeFile(join(folder, 'shop/dist-server/render.js'), serverBuild)
  api = await startTestApp({
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.test' },
    app: {
      appRoots: { shop: join(folder, 'shop/dist'), ambassador: join(folder, 'none') },
      // Its own pub/sub: other test files' events (on a shared Redis) must not drop pages here.
      pubsub: createMemoryPubSub(),
    },
  })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
  await rm(folder, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.fastify.inject({ url, headers: { host: 'shop.test', ...headers } })

const statements = () => api.database.handle.statementCount

/** The statements a request costs (0: every answer came from a cache). */
async function costOf(url: string, headers: Record<string, string> = {}) {
  const before = statements()
  const response = await get(url, headers)
  return { response, statements: statements() - before }
}

async function productId(slug: string): Promise<string> {
  const rows = await api.database.handle.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
  const found = rows.find((row) => row.slug === slug)
  if (!found) throw new Error(`no product ${slug}`)
  return found.id
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('server-rendered shop pages', () => {
  it('renders the paths of the server build, with GraphQL answered in-process', async () => {
    for (const url of ['/', '/product?slug=mariniere']) {
      const response = await get(url, { 'accept-language': 'fr' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`<title>rendered ${url}</title>`)
      expect(response.body).toContain('<html lang="fr">')
      expect(response.body).toContain('https://shop.test')
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    }
    expect((await get('/')).body).toContain('<main>Query</main>')
    expect((await get('/product?slug=mariniere')).body).toContain(
      '<main>Breton top: IN_STOCK</main>',
    )
  })

  it('serves the client shell when a render fails, and for the routes it does not render', async () => {
    for (const url of ['/faq', '/cart']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe('<!doctype html><title>shell</title>')
      expect(response.body).not.toContain('the FAQ is broken')
    }
  })

  it('still answers 404 with the shell for unknown paths', async () => {
    const response = await get('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<title>shell</title>')
  })
})

describe('the cache of anonymous pages', () => {
  it('answers the same page again without rendering, its inline scripts allowed by hash', async () => {
    const first = await costOf('/product?slug=tea-towel')
    expect(first.statements).toBeGreaterThan(0)
    const again = await costOf('/product?slug=tea-towel')
    expect(again.statements).toBe(0)
    expect(again.response.body).toBe(first.response.body)
    expect(again.response.headers.etag).toBe(first.response.headers.etag)
    expect(again.response.headers.etag).toMatch(/^W\/"[\w-]+"$/)

    const body = again.response.body
    expect(body).not.toContain('nonce')
    const script = /<script>([^<]*)<\/script>/.exec(body)?.[1]
    expect(script).toBe('"Tea towel: IN_STOCK"')
    const policy = String(again.response.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256(String(script))}'`)
    expect(policy).not.toContain('nonce-')
    // The JSON data block never runs: it needs no hash.
    expect(policy).not.toContain(sha256('{}'))

    expect(again.response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(String(again.response.headers.vary)).toMatch(/Cookie, Accept-Language, Accept-Encoding/)
  })

  it('answers 304 to a matching If-None-Match, with no body and no policy', async () => {
    const page = await get('/product?slug=mariniere')
    const etag = String(page.headers.etag)
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const revalidated = await costOf('/product?slug=mariniere', { 'if-none-match': ifNoneMatch })
      expect(revalidated.statements).toBe(0)
      expect(revalidated.response.statusCode).toBe(304)
      expect(revalidated.response.body).toBe('')
      expect(revalidated.response.headers.etag).toBe(etag)
      expect(revalidated.response.headers['content-security-policy']).toBeUndefined()
      expect(revalidated.response.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate',
      )
    }
    const changed = await get('/product?slug=mariniere', { 'if-none-match': '"other"' })
    expect(changed.statusCode).toBe(200)
  })

  it('sends the kept page compressed once for every client that takes Brotli', async () => {
    const plain = await get('/')
    const compressed = await costOf('/', { 'accept-encoding': 'gzip, br' })
    expect(compressed.statements).toBe(0)
    expect(compressed.response.headers.etag).toBe(plain.headers.etag)
    expect(compressed.response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.response.rawPayload).toString()).toBe(plain.body)
  })

  it('keeps each language apart, and keeps the page of the normal spelling of its address only', async () => {
    const english = await costOf('/product?lang=en&slug=linen-shirt', { 'accept-language': 'en' })
    const french = await costOf('/product?lang=en&slug=linen-shirt', { 'accept-language': 'fr' })
    expect(english.response.body).toContain('<html lang="en">')
    expect(french.response.body).toContain('<html lang="fr">')
    expect(french.statements).toBeGreaterThan(0)
    const englishAgain = await costOf('/product?lang=en&slug=linen-shirt', {
      'accept-language': 'en-GB',
    })
    expect(englishAgain.statements).toBe(0)
    expect(englishAgain.response.body).toBe(english.response.body)
    const frenchAgain = await costOf('/product?lang=en&slug=linen-shirt', {
      'accept-language': 'fr-FR',
    })
    expect(frenchAgain.statements).toBe(0)
    expect(frenchAgain.response.body).toBe(french.response.body)
    // Another spelling of the same query is rendered for its own address (the page shows it, the
    // browser hydrates from it), and never kept.
    for (let round = 0; round < 2; round++) {
      const reordered = await costOf('/product?slug=linen-shirt&lang=en', {
        'accept-language': 'en',
      })
      expect(reordered.response.statusCode).toBe(200)
      expect(reordered.response.headers.etag).toBeUndefined()
      expect(reordered.response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('gives a signed-in visitor a fresh page of their own, with a nonce, kept nowhere', async () => {
    const anonymous = await get('/product?slug=mariniere')
    expect(anonymous.headers.etag).toBeDefined()
    const cookie = 'comptoir.locale=en; apollo:public.token=some-token'
    const pages: string[] = []
    for (let index = 0; index < 2; index++) {
      const own = await costOf('/product?slug=mariniere', {
        cookie,
        'if-none-match': String(anonymous.headers.etag),
      })
      expect(own.response.statusCode).toBe(200)
      expect(own.response.headers.etag).toBeUndefined()
      expect(own.response.headers['cache-control']).toBe('private, no-store')
      const nonce = /<script nonce="([^"]+)">/.exec(own.response.body)?.[1]
      expect(nonce).toBeDefined()
      expect(String(own.response.headers['content-security-policy'])).toContain(
        `script-src 'self' 'nonce-${String(nonce)}'`,
      )
      pages.push(own.response.body)
    }
    expect(pages[0]).not.toBe(pages[1])
    // Their page was not kept for others either.
    expect((await get('/product?slug=mariniere')).body).toBe(anonymous.body)
  })

  it('never keeps a page the renderer drew signed in, however odd the token cookie', async () => {
    const cookies = [
      'apollo:public.token= x',
      'apollo:public.token=\t"x"',
      'comptoir.locale=en;apollo:oldPublic.token=  y ',
      'apollo:public.token=; apollo:ambassador.token= z',
    ]
    for (const cookie of cookies) {
      const own = await get('/', { cookie })
      expect(own.body).toContain('<header>Account</header>')
      expect(own.headers['cache-control']).toBe('private, no-store')
      const later = await get('/')
      expect(later.body).toContain('<header>Sign in</header>')
    }
  })

  it('does not keep a page whose render read an answer no catalogue event announces', async () => {
    await get('/products')
    const again = await get('/products')
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).toBeUndefined()
    expect(again.headers['cache-control']).toBe('no-cache')
    expect(String(again.headers['content-security-policy'])).toContain("'sha256-")
    expect(api.app.caches?.pages.stats().entries).toBeGreaterThan(0)
  })

  it('drops exactly the pages of a product whose catalogue data changed', async () => {
    await get('/product?slug=mariniere')
    await get('/product?slug=tea-towel')
    expect((await costOf('/product?slug=mariniere')).statements).toBe(0)
    await setStock(api, 'MAR-S', 0)
    await setStock(api, 'MAR-M', 0)
    await api.app.services.pubsub.publish('catalogueChanged', catalogueKey, {
      productIds: [await productId('mariniere')],
    })
    await expect
      .poll(async () => (await get('/product?slug=mariniere')).body, { timeout: 5000 })
      .toContain('Breton top: OUT_OF_STOCK')
    const unrelated = await costOf('/product?slug=tea-towel')
    expect(unrelated.statements).toBe(0)
    expect(unrelated.response.body).toContain('Tea towel: IN_STOCK')

    await api.app.services.pubsub.publish('catalogueChanged', catalogueKey, { productIds: null })
    await expect
      .poll(async () => (await costOf('/product?slug=tea-towel')).statements)
      .toBeGreaterThan(0)
  })
})
