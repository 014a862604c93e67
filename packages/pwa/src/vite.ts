/// <reference types="node" />
import { randomUUID } from 'node:crypto'

import type { PluginOption } from 'vite'
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa'

import { buildManifestPlugin } from './build-manifest-plugin'

type WorkboxOptions = NonNullable<VitePWAOptions['workbox']>
type ManifestTransform = NonNullable<WorkboxOptions['manifestTransforms']>[number]
type RuntimeCaching = NonNullable<WorkboxOptions['runtimeCaching']>[number]

const day = 24 * 60 * 60

/** Requests of the GraphQL endpoint: always network. */
export const gqlPattern = /\/gql(?:[/?]|$)/
/** Product images: cached on first view. */
export const mediaPattern = /\/media\//
/** Hashed build files loaded lazily (route chunks): cached once used, for offline visits. */
export const chunkPattern = /\/assets\/[^/?]+\.(?:js|css)$/

/** Settings of {@link comptoirPwa}. */
export interface ComptoirPwaOptions {
  /** The web app manifest (name, icons, colours); `false` for none. */
  manifest: Partial<ManifestOptions> | false
  /** Id of this build (default: `BUILD_ID` from the environment, else a random UUID). */
  buildId?: string
  /** Precache only the app shell (default) or every emitted script and stylesheet. */
  precache?: 'shell' | 'all'
  /** More paths the service worker must not answer with the app shell. */
  navigateFallbackDenylist?: RegExp[]
  /**
   * Paths the server renders (`['/', '/products']`): the worker sends their navigations to the
   * network, so a returning visitor also gets the page rendered with its content; offline, the
   * copy kept from the last visit, else the app shell.
   */
  serverRendered?: readonly string[]
  /** Workbox settings replacing the defaults. */
  workbox?: Partial<WorkboxOptions>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A path with any query, as the navigation fallback tests it (`/products?page=2`). */
export function pathsPattern(paths: readonly string[]): RegExp {
  return new RegExp(`^(?:${paths.map(escapeRegExp).join('|')})(?:\\?.*)?$`)
}

/** The same, as runtime caching tests a whole address (`https://shop.test/products?page=2`). */
export function addressesPattern(paths: readonly string[]): RegExp {
  return new RegExp(`^https?://[^/]+(?:${paths.map(escapeRegExp).join('|')})(?:\\?.*)?$`)
}

/**
 * Server-rendered pages: network first; offline, the copy kept from the last visit, else the
 * precached app shell, which renders the page on the client.
 */
export function serverRenderedPages(paths: readonly string[]): RuntimeCaching {
  return {
    urlPattern: addressesPattern(paths),
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: 'comptoir-pages',
      expiration: { maxEntries: 50, maxAgeSeconds: 7 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      precacheFallback: { fallbackURL: 'index.html' },
    },
  }
}

/**
 * Keeps scripts and stylesheets out of the precache unless they belong to the app shell, and
 * lists each file once (manifest icons are also matched by the glob patterns).
 */
export function keepAppShell(shell: ReadonlySet<string>): ManifestTransform {
  return (entries) => {
    const seen = new Set<string>()
    const manifest = entries.filter((entry) => {
      if (seen.has(entry.url)) return false
      seen.add(entry.url)
      return shell.size === 0 || !/\.(?:js|css)$/.test(entry.url) || shell.has(entry.url)
    })
    return { manifest, warnings: [] }
  }
}

/** Runtime caching: network only for /gql, cache first for product images and used chunks. */
export function runtimeCaching(): RuntimeCaching[] {
  return [
    { urlPattern: gqlPattern, handler: 'NetworkOnly', method: 'GET' },
    { urlPattern: gqlPattern, handler: 'NetworkOnly', method: 'POST' },
    {
      urlPattern: mediaPattern,
      handler: 'CacheFirst',
      options: {
        cacheName: 'comptoir-media',
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
    {
      urlPattern: chunkPattern,
      handler: 'CacheFirst',
      options: {
        cacheName: 'comptoir-chunks',
        expiration: { maxEntries: 100, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
  ]
}

/**
 * The vite-plugin-pwa settings: a service worker at `/sw.js` with scope `/`, registered by the
 * app (`useServiceWorker`) with a prompt before updating, precaching the app shell only
 * (HTML, entry scripts and styles, fonts, icons), answering navigations with the shell, except
 * those of server-rendered pages, which go to the network first.
 *
 * @param shell app-shell files, filled during the build (see `buildManifestPlugin`)
 */
export function pwaOptions(
  options: ComptoirPwaOptions,
  shell: ReadonlySet<string> = new Set(),
): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    scope: '/',
    base: '/',
    manifest: options.manifest,
    // Icons come from the glob patterns below; listing them twice would duplicate precache entries.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff,woff2}', '{*,icons/**/*}.{ico,svg,png}'],
      globIgnores: ['builds/**', 'media/**', '**/node_modules/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        gqlPattern,
        /^\/media\//,
        /^\/builds\//,
        ...(options.navigateFallbackDenylist ?? []),
        ...(options.serverRendered?.length ? [pathsPattern(options.serverRendered)] : []),
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      manifestTransforms: options.precache === 'all' ? [] : [keepAppShell(shell)],
      runtimeCaching: [
        ...(options.serverRendered?.length ? [serverRenderedPages(options.serverRendered)] : []),
        ...runtimeCaching(),
      ],
      ...options.workbox,
    },
  }
}

/**
 * The Vite plugins of an installable, offline-capable Comptoir front end: vite-plugin-pwa
 * configured by {@link pwaOptions}, and the build manifest (`builds/latest.json`,
 * `builds/meta/{id}.json`) with `import.meta.env.VITE_BUILD_ID` for the update check.
 *
 * @example
 * export default defineConfig({
 *   plugins: [...linguiPlugins(), comptoirPwa({ manifest: { name: 'Comptoir', icons } })],
 * })
 */
export function comptoirPwa(options: ComptoirPwaOptions): PluginOption[] {
  const buildId = options.buildId ?? process.env.BUILD_ID ?? randomUUID()
  const shell = new Set<string>()
  return [VitePWA(pwaOptions(options, shell)), buildManifestPlugin(buildId, shell)]
}
