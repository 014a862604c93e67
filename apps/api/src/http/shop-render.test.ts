import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'

let folder: string
let api: TestApp

/**
 * A stand-in for the shop's server build (`vite build --ssr`): it renders /product with the
 * result of an in-process GraphQL request, fails on /faq, and names every other path it is given.
 */
const serverBuild = `
export const serverRenderedPaths = ['/', '/product', '/faq']
export async function createShopRenderer(options) {
  return async (page) => {
    if (page.url.startsWith('/faq')) throw new Error('the FAQ is broken')
    const answer = await page.fetch(options.apiOrigin + '/gql/public', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    const { data } = await answer.json()
    return {
      status: 200,
      headers: {},
      html: '<!DOCTYPE html><html lang="' + (page.acceptLanguage ?? 'en') + '"><title>rendered ' +
        page.url + '</title><script nonce="' + page.nonce + '">' + data.__typename + '</script>' +
        options.publicUrl + '</html>',
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
    },
  })
})

afterAll(async () => {
  await api.close()
  await rm(folder, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.fastify.inject({ url, headers: { host: 'shop.test', ...headers } })

describe('server-rendered shop pages', () => {
  it('renders the paths of the server build, with GraphQL answered in-process', async () => {
    for (const url of ['/', '/product?slug=linen-napkins']) {
      const response = await get(url, { 'accept-language': 'fr' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`<title>rendered ${url}</title>`)
      expect(response.body).toContain('<html lang="fr">')
      expect(response.body).toContain('>Query</script>')
      expect(response.body).toContain('https://shop.test')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    }
  })

  it("allows the page's inline scripts by their nonce only", async () => {
    const response = await get('/product?slug=linen-napkins')
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1]
    expect(nonce).toBeDefined()
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' 'nonce-${String(nonce)}'`)
    const other = await get('/product?slug=linen-napkins')
    expect(other.body).not.toContain(`nonce="${String(nonce)}"`)
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
