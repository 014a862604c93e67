import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { createServerPublicClient, hasTokenCookie } from '@comptoir/gql-client/clients'
import { locales, type Locale } from '@comptoir/i18n/locales'
import { loadMessages } from '@comptoir/i18n/provider'
import { localeForRequest } from '@comptoir/i18n/request-locale'
import { setupI18n } from '@lingui/core'
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'

import { catalogueLoaders } from '../catalogues'
import { localeFromAddress } from '../features/seo/page-address'
import { createShopRouter } from '../router'
import { shopCache } from '../shop-cache'
import { routerManifest, type ShopRouterManifest, type ViteManifest } from './router-manifest'

export { serverRenderedPaths } from './server-rendered-paths'

/** One page request, as the HTTP server received it. */
export interface ShopPageRequest {
  /** Path and query (`/product?slug=linen-napkins`). */
  url: string
  cookie?: string | undefined
  acceptLanguage?: string | undefined
  /**
   * Nonce allowed for the page's inline scripts by its Content-Security-Policy. Without one the
   * page carries no nonce at all (a page kept for every visitor allows its scripts by hash).
   */
  nonce?: string | undefined
  /** Aborted when the visitor goes away. */
  signal?: AbortSignal | undefined
  /** The fetch of this page's GraphQL requests (the API passes one answering in-process). */
  fetch?: typeof fetch | undefined
}

/** A rendered page: status, headers and the whole HTML document. */
export interface ShopPage {
  status: number
  headers: Record<string, string>
  html: string
}

/** Options of {@link createShopRenderer}. */
export interface ShopRendererOptions {
  /** The client build (`apps/shop/dist`): its `.vite/manifest.json` names the scripts and styles. */
  clientRoot: string
  /** Where the render reaches the GraphQL API (`http://127.0.0.1:3000`). */
  apiOrigin: string
  /** The shop's public origin (canonical and alternate addresses, Open Graph). */
  publicUrl: string
  /** The underlying fetch of GraphQL requests (tests); defaults to the global one. */
  fetch?: typeof fetch
}

/**
 * The language a page request is rendered in: the address's (`?lang=fr`), else the visitor's
 * remembered choice, else Accept-Language. A server keeping rendered pages keys them by it.
 */
export function pageLocale(
  page: Pick<ShopPageRequest, 'url' | 'cookie' | 'acceptLanguage'>,
): Locale {
  const query = page.url.indexOf('?')
  return (
    localeFromAddress(query < 0 ? '' : page.url.slice(query)) ??
    localeForRequest({ cookie: page.cookie, acceptLanguage: page.acceptLanguage })
  )
}

/**
 * Whether a page request is rendered signed in: its cookie holds a token, read by the very
 * parser the render reads it with. A server keeping anonymous pages for everyone asks this.
 */
export function pageSignedIn(page: Pick<ShopPageRequest, 'cookie'>): boolean {
  return hasTokenCookie(page.cookie)
}

/** Renders shop pages to HTML; throws when a page cannot be rendered. */
export type ShopRenderer = (request: ShopPageRequest) => Promise<ShopPage>

/**
 * The shop's server renderer: routes loaded (their GraphQL data fetched with the visitor's
 * cookie and language), then rendered to a string with the router's head tags, the data the
 * browser hydrates from, and the scripts and stylesheets of the matched routes.
 */
export async function createShopRenderer(options: ShopRendererOptions): Promise<ShopRenderer> {
  const viteManifest = JSON.parse(
    await readFile(join(options.clientRoot, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest
  const manifests = Object.fromEntries(
    locales.map((locale) => [locale, routerManifest(viteManifest, locale)]),
  ) as Record<Locale, ShopRouterManifest>

  return async (page) => {
    const address = new URL(page.url, options.publicUrl)
    const locale = pageLocale(page)
    const messages = await loadMessages(locale, catalogueLoaders)
    const i18n = setupI18n({ locale, messages: { [locale]: messages } })
    const server = createServerPublicClient({
      apiOrigin: options.apiOrigin,
      cookie: page.cookie,
      locale,
      cache: shopCache,
      fetch: page.fetch ?? options.fetch,
    })
    const handle = createRequestHandler({
      request: new Request(address, page.signal ? { signal: page.signal } : {}),
      createRouter: () =>
        createShopRouter(
          {
            clients: server.clients,
            i18n,
            site: { origin: options.publicUrl },
            renderDocument: true,
            initialLanguage: { locale, messages },
          },
          { extract: server.extractData, ...(page.nonce ? { nonce: page.nonce } : {}) },
        ),
      getRouterManifest: () => Promise.resolve(manifests[locale]),
    })
    const response = await handle(({ router, responseHeaders }) =>
      renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
    )
    // The router answers a failed render with a bare 500; the caller serves the client shell.
    if (response.status >= 500)
      throw new Error(`The page ${address.pathname} could not be rendered`)
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    return { status: response.status, headers, html: await response.text() }
  }
}
