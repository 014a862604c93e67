import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

import type { FastifyInstance } from 'fastify'

/** A page request as the shop's server renderer takes it (see apps/shop/src/server/render.tsx). */
export interface ShopPageRequest {
  url: string
  cookie?: string | undefined
  acceptLanguage?: string | undefined
  nonce?: string | undefined
  signal?: AbortSignal | undefined
  fetch?: typeof fetch | undefined
}

export interface ShopPage {
  status: number
  headers: Record<string, string>
  html: string
}

export type ShopRenderer = (request: ShopPageRequest) => Promise<ShopPage>

export type PageLocale = (
  request: Pick<ShopPageRequest, 'url' | 'cookie' | 'acceptLanguage'>,
) => string

/** Whether a request is rendered signed in, by the renderer's own reading of its cookie. */
export type PageSignedIn = (request: Pick<ShopPageRequest, 'cookie'>) => boolean

/** The shop's server renderer, loaded from its build, and the paths it renders. */
export interface LoadedShopRenderer {
  paths: ReadonlySet<string>
  render: ShopRenderer
  /** The language a request is rendered in (builds without it are never cached). */
  pageLocale: PageLocale | null
  /** Whether a request is rendered signed in (builds without it are never cached). */
  pageSignedIn: PageSignedIn | null
}

function isRendererModule(value: unknown): value is {
  createShopRenderer: (options: {
    clientRoot: string
    apiOrigin: string
    publicUrl: string
  }) => Promise<ShopRenderer>
  serverRenderedPaths: readonly string[]
} {
  if (typeof value !== 'object' || value === null) return false
  const module = value as Record<string, unknown>
  return (
    typeof module.createShopRenderer === 'function' &&
    Array.isArray(module.serverRenderedPaths) &&
    module.serverRenderedPaths.every((path) => typeof path === 'string')
  )
}

/**
 * Imports the shop's server build (`dist-server/render.js`, built by `vite build --ssr`) by
 * path, so the API never depends on the shop's source. Without that build, or when it cannot
 * be loaded, every shop page is served the client shell (a warning says why).
 */
export async function loadShopRenderer(
  app: FastifyInstance,
  options: { entry: string; clientRoot: string; publicUrl: string },
): Promise<LoadedShopRenderer | null> {
  if (!existsSync(options.entry)) return null
  try {
    const module: unknown = await import(pathToFileURL(options.entry).href)
    if (!isRendererModule(module)) {
      app.log.warn('The shop server build has no renderer; shop pages get the client shell')
      return null
    }
    const render = await module.createShopRenderer({
      clientRoot: options.clientRoot,
      // GraphQL requests of a render go to this process in-process (see renderShopPage).
      apiOrigin: options.publicUrl,
      publicUrl: options.publicUrl,
    })
    const { pageLocale, pageSignedIn } = module as { pageLocale?: unknown; pageSignedIn?: unknown }
    return {
      paths: new Set(module.serverRenderedPaths),
      render,
      pageLocale: typeof pageLocale === 'function' ? (pageLocale as PageLocale) : null,
      pageSignedIn: typeof pageSignedIn === 'function' ? (pageSignedIn as PageSignedIn) : null,
    }
  } catch (error) {
    app.log.warn(
      { err: error },
      'The shop server build could not be loaded; shop pages get the client shell',
    )
    return null
  }
}
