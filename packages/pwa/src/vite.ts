/// <reference types="node" />
import { randomUUID } from 'node:crypto'

import { tokens } from '@comptoir/ui/tokens'
import type { Plugin, PluginOption } from 'vite'
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa'

import { buildManifestPlugin } from './build-manifest-plugin'
import { networkNavigations, pathsPattern, routesPattern, serverRenderedPages } from './navigations'

export {
  addressesPattern,
  isPageNavigation,
  networkNavigations,
  pathsPattern,
  routesPattern,
  serverRenderedPages,
} from './navigations'

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
  /**
   * The app's routes (`['/', '/cart', '/operations/$id']`; parameters `$id` or `:id`, a final
   * splat `$` or `*`): their navigations are answered at once with the precached app shell. Any
   * other navigation goes to the network, so an unknown path keeps its 404 (offline: the shell,
   * which shows the app's not-found page). Without it, every navigation goes to the network first.
   */
  routes?: readonly string[]
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
 * (HTML, entry scripts and styles, fonts, icons). Navigations to the app's `routes` get the
 * shell at once; those of server-rendered pages and of any other path go to the network first
 * (unknown paths keep their 404), with the shell as the offline fallback.
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
    // The colours come from the design tokens, like every other colour of the apps.
    manifest: options.manifest && {
      theme_color: themeColor,
      background_color: tokens.color.paper,
      ...options.manifest,
    },
    // Icons come from the glob patterns below; listing them twice would duplicate precache entries.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff,woff2}', '{*,icons/**/*}.{ico,svg,png}'],
      globIgnores: ['builds/**', 'media/**', '**/node_modules/**'],
      // Only the app's routes get the shell without asking the server; `/` is no exception.
      ...(options.routes?.length
        ? {
            navigateFallback: 'index.html',
            navigateFallbackAllowlist: [routesPattern(options.routes)],
          }
        : { navigateFallback: null }),
      directoryIndex: null,
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
        networkNavigations(),
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
  return [
    VitePWA(pwaOptions(options, shell)),
    buildManifestPlugin(buildId, shell),
    themeColorPlugin(),
  ]
}

/** The browser's colour of the app's window: the accent of the design tokens. */
export const themeColor = tokens.color.accent

/** Writes `<meta name="theme-color">` into the app's HTML page, from {@link themeColor}. */
export function themeColorPlugin(): Plugin {
  return {
    name: 'comptoir:theme-color',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
    ],
  }
}
