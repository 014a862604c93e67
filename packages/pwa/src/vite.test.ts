import { runInNewContext } from 'node:vm'

import { tokens } from '@comptoir/ui/tokens'
import type { IndexHtmlTransformHook, Plugin } from 'vite'
import { describe, expect, it } from 'vitest'

import {
  addressesPattern,
  chunkPattern,
  comptoirPwa,
  gqlPattern,
  isPageNavigation,
  keepAppShell,
  mediaPattern,
  networkNavigations,
  pathsPattern,
  pwaOptions,
  routesPattern,
  runtimeCaching,
  serverRenderedPages,
  themeColor,
  themeColorPlugin,
} from './vite'

describe('pwaOptions', () => {
  const options = pwaOptions({ manifest: { name: 'Comptoir' } })

  it('puts the service worker at /sw.js with scope /, updating after a prompt', () => {
    expect(options).toMatchObject({
      filename: 'sw.js',
      scope: '/',
      base: '/',
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      manifest: { name: 'Comptoir' },
    })
  })

  it('precaches the app shell only: pages, scripts, styles, fonts, icons', () => {
    expect(options.workbox?.globPatterns).toEqual([
      '**/*.{html,js,css,woff,woff2}',
      '{*,icons/**/*}.{ico,svg,png}',
    ])
    expect(options.workbox?.globIgnores).toEqual(expect.arrayContaining(['builds/**', 'media/**']))
    expect(options.workbox?.manifestTransforms).toHaveLength(1)
    expect(pwaOptions({ manifest: false, precache: 'all' }).workbox?.manifestTransforms).toEqual([])
  })

  it('never answers API, media or build-manifest navigations with the app shell', () => {
    const denylist = pwaOptions({ manifest: false, navigateFallbackDenylist: [/^\/admin/] }).workbox
      ?.navigateFallbackDenylist
    const denied = (path: string) => denylist?.some((pattern) => pattern.test(path))
    expect(denied('/gql')).toBe(true)
    expect(denied('/media/shirt.webp')).toBe(true)
    expect(denied('/builds/latest.json')).toBe(true)
    expect(denied('/admin/x')).toBe(true)
    expect(denied('/products/shirt')).toBe(false)
  })

  it('sends the navigations of server-rendered pages to the network first, with the shell as the last resort', () => {
    const workbox = pwaOptions({ manifest: false, serverRendered: ['/', '/products'] }).workbox
    const denied = (path: string) =>
      workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test(path))
    expect(denied('/')).toBe(true)
    expect(denied('/?ref=MARIE')).toBe(true)
    expect(denied('/products?sort=price&page=2')).toBe(true)
    expect(denied('/cart')).toBe(false)
    expect(denied('/products/extra')).toBe(false)
    expect(workbox?.runtimeCaching?.[0]).toEqual(serverRenderedPages(['/', '/products']))
    expect(pwaOptions({ manifest: false }).workbox?.runtimeCaching).toEqual([
      ...runtimeCaching(),
      networkNavigations(),
    ])
  })

  it("answers only the navigations of the app's routes with the shell: unknown paths keep their 404", () => {
    const workbox = pwaOptions({
      manifest: false,
      routes: ['/', '/cart', '/operations/$id'],
      serverRendered: ['/'],
    }).workbox
    expect(workbox?.navigateFallback).toBe('index.html')
    // `/` is not answered by the precache's directory index either (a server-rendered page).
    expect(workbox?.directoryIndex).toBeNull()
    const shell = (path: string) =>
      !workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test(path)) &&
      (workbox?.navigateFallbackAllowlist ?? []).some((pattern) => pattern.test(path))
    expect(['/cart', '/cart?step=2', '/operations/42'].every(shell)).toBe(true)
    expect(['/', '/no-such-page', '/cart/x', '/operations', '/media/a.webp'].some(shell)).toBe(
      false,
    )
    // What the shell does not answer goes to the network, the shell only offline.
    expect(workbox?.runtimeCaching?.at(-1)).toEqual(networkNavigations())
  })

  it('without a route list, sends every navigation to the network, the shell only offline', () => {
    const workbox = pwaOptions({ manifest: false }).workbox
    expect(workbox?.navigateFallback).toBeNull()
    expect(workbox?.navigateFallbackAllowlist).toBeUndefined()
    expect(workbox?.runtimeCaching?.at(-1)).toEqual(networkNavigations())
  })

  it('lets an app override a Workbox setting', () => {
    expect(
      pwaOptions({ manifest: false, workbox: { clientsClaim: false } }).workbox?.clientsClaim,
    ).toBe(false)
  })
})

describe('server-rendered pages', () => {
  it('match their paths with any query, and nothing else', () => {
    const paths = pathsPattern(['/', '/product', '/faq'])
    expect(['/', '/?lang=fr', '/product?slug=a.b', '/faq'].every((path) => paths.test(path))).toBe(
      true,
    )
    expect(['/products', '/faq/x', '/cart', '/productx'].some((path) => paths.test(path))).toBe(
      false,
    )
    const addresses = addressesPattern(['/', '/product'])
    expect(addresses.test('https://shop.test/product?slug=mug')).toBe(true)
    expect(addresses.test('http://localhost:3000/')).toBe(true)
    expect(addresses.test('https://shop.test/settings')).toBe(false)
    expect(addresses.test('https://shop.test/assets/product.js')).toBe(false)
  })

  it('are fetched from the network first, kept for offline visits, and fall back to the shell', () => {
    expect(serverRenderedPages(['/'])).toMatchObject({
      handler: 'NetworkFirst',
      method: 'GET',
      options: {
        cacheName: 'comptoir-pages',
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: 'index.html' },
      },
    })
  })
})

describe('routesPattern', () => {
  it('matches route paths with parameters, a splat, a trailing slash and any query', () => {
    const routes = routesPattern([
      '/',
      '/settings',
      '/operations/$id',
      '/orders/:number',
      '/docs/$',
    ])
    const matches = (path: string) => routes.test(path)
    expect(
      [
        '/',
        '/?ref=MARIE',
        '/settings',
        '/settings/',
        '/operations/42',
        '/operations/42?tab=orders',
        '/orders/CPT-1',
        '/docs',
        '/docs/a/b',
      ].every(matches),
    ).toBe(true)
    expect(
      ['/settingsx', '/operations', '/operations/42/x', '/orders/', '/nope', '/settings/x'].some(
        matches,
      ),
    ).toBe(false)
  })
})

describe('navigations without a route', () => {
  const request = (mode: RequestMode) => ({ mode }) as Request
  const at = (path: string) => new URL(path, 'https://shop.test')

  it('go to the network, with the precached shell only when it fails (offline)', () => {
    expect(networkNavigations()).toMatchObject({
      handler: 'NetworkOnly',
      method: 'GET',
      options: { precacheFallback: { fallbackURL: 'index.html' } },
    })
  })

  it('are the page navigations only: not scripts, API calls, images or build manifests', () => {
    expect(isPageNavigation({ request: request('navigate'), url: at('/no-such-page') })).toBe(true)
    expect(isPageNavigation({ request: request('cors'), url: at('/builds/latest.json') })).toBe(
      false,
    )
    expect(isPageNavigation({ request: request('no-cors'), url: at('/no-such-page') })).toBe(false)
    for (const path of ['/gql/public', '/media/mug.webp', '/builds/latest.json']) {
      expect(isPageNavigation({ request: request('navigate'), url: at(path) })).toBe(false)
    }
  })

  it('are tested by a function that needs nothing outside itself (it is written into the worker)', () => {
    // A new context: the function may use nothing from this module.
    const rebuilt = runInNewContext(`(${isPageNavigation.toString()})`) as typeof isPageNavigation
    expect(rebuilt({ request: request('navigate'), url: at('/x') })).toBe(true)
    expect(rebuilt({ request: request('navigate'), url: at('/gql') })).toBe(false)
  })
})

describe('runtimeCaching', () => {
  const rules = runtimeCaching()

  it('sends /gql to the network only, for GET and POST', () => {
    const gql = rules.filter((rule) => rule.urlPattern === gqlPattern)
    expect(gql.map((rule) => [rule.handler, rule.method])).toEqual([
      ['NetworkOnly', 'GET'],
      ['NetworkOnly', 'POST'],
    ])
    expect(gqlPattern.test('https://shop.test/gql')).toBe(true)
    expect(gqlPattern.test('https://shop.test/gql?query=x')).toBe(true)
    expect(gqlPattern.test('https://shop.test/gqlx')).toBe(false)
  })

  it('caches product images first, with an expiry', () => {
    const media = rules.find((rule) => rule.urlPattern === mediaPattern)
    expect(media?.handler).toBe('CacheFirst')
    expect(media?.options?.expiration).toMatchObject({ maxEntries: 200, maxAgeSeconds: 2_592_000 })
    expect(mediaPattern.test('https://shop.test/media/products/mug.webp')).toBe(true)
  })

  it('caches lazily loaded chunks once used', () => {
    expect(chunkPattern.test('https://shop.test/assets/product-page-d4.js')).toBe(true)
    expect(chunkPattern.test('https://shop.test/media/x.js')).toBe(false)
  })
})

describe('keepAppShell', () => {
  const entries = [
    { url: 'index.html', revision: 'r1', size: 1 },
    { url: 'assets/index-a1.js', revision: null, size: 1 },
    { url: 'assets/product-page-d4.js', revision: null, size: 1 },
    { url: 'assets/font-e5.woff2', revision: null, size: 1 },
    { url: 'favicon.svg', revision: 'r2', size: 1 },
    { url: 'favicon.svg', revision: 'r2', size: 1 },
  ]

  it('drops lazily loaded scripts and duplicates', async () => {
    const result = await keepAppShell(new Set(['assets/index-a1.js']))(entries)
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'assets/index-a1.js',
      'assets/font-e5.woff2',
      'favicon.svg',
    ])
  })

  it('keeps every script when the shell is unknown', async () => {
    const result = await keepAppShell(new Set())(entries)
    expect(result.manifest).toHaveLength(5)
  })
})

describe('comptoirPwa', () => {
  it('returns vite-plugin-pwa and the build manifest writer with the given build id', () => {
    const plugins = comptoirPwa({ manifest: false, buildId: 'b42' }).flat(2) as Plugin[]
    const names = plugins.map((plugin) => plugin.name)
    expect(names).toContain('vite-plugin-pwa')
    const manifestWriter = plugins.find((plugin) => plugin.name === 'comptoir-build-manifest')
    const config = manifestWriter?.config
    if (typeof config !== 'function') throw new Error('expected a config hook')
    expect(
      config.call(
        {} as ThisParameterType<typeof config>,
        {},
        { command: 'build', mode: 'production' },
      ),
    ).toEqual({ define: { 'import.meta.env.VITE_BUILD_ID': '"b42"' } })
  })
})

describe('theme colour', () => {
  it('is the accent of the design tokens, in the manifest and in the HTML page', () => {
    expect(themeColor).toBe(tokens.color.accent)
    expect(pwaOptions({ manifest: { name: 'Comptoir' } }).manifest).toMatchObject({
      theme_color: tokens.color.accent,
      background_color: tokens.color.paper,
    })
    const transform = themeColorPlugin().transformIndexHtml as IndexHtmlTransformHook
    expect(
      transform.call({} as ThisParameterType<IndexHtmlTransformHook>, '', {} as never),
    ).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: tokens.color.accent },
        injectTo: 'head',
      },
    ])
  })

  it('is written into the page by the plugins of an app', () => {
    const plugins = comptoirPwa({ manifest: false, buildId: 'b42' }).flat(2) as Plugin[]
    expect(plugins.map((plugin) => plugin.name)).toContain('comptoir:theme-color')
  })
})
