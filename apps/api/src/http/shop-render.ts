import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** A page request as the shop's server renderer takes it (see apps/shop/src/server/render.tsx). */
interface ShopPageRequest {
  url: string
  cookie?: string | undefined
  acceptLanguage?: string | undefined
  nonce: string
  signal?: AbortSignal | undefined
  fetch?: typeof fetch | undefined
}

interface ShopPage {
  status: number
  headers: Record<string, string>
  html: string
}

type ShopRenderer = (request: ShopPageRequest) => Promise<ShopPage>

/** The shop's server renderer, loaded from its build, and the paths it renders. */
export interface LoadedShopRenderer {
  paths: ReadonlySet<string>
  render: ShopRenderer
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
    return { paths: new Set(module.serverRenderedPaths), render }
  } catch (error) {
    app.log.warn(
      { err: error },
      'The shop server build could not be loaded; shop pages get the client shell',
    )
    return null
  }
}

/** A fetch answering from this Fastify instance, as the visitor's address (rate limits). */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const answer = await app.inject({
      method: init?.method === 'GET' ? 'GET' : 'POST',
      url: `${url.pathname}${url.search}`,
      // The answer is read as text here: it must come back uncompressed.
      headers: { ...headers, host: request.host, 'accept-encoding': 'identity' },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value)
    }
    return new Response(answer.body, { status: answer.statusCode, headers: responseHeaders })
  }
}

/** The page's Content-Security-Policy with its inline scripts' nonce allowed. */
function policyWithNonce(policy: unknown, nonce: string): string | null {
  if (typeof policy !== 'string') return null
  return policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)
}

/**
 * Renders a shop page on the server. Returns false (nothing sent) when the render fails, after a
 * warning, so the caller serves the client shell instead: a visitor never sees a stack trace.
 */
export async function renderShopPage(
  app: FastifyInstance,
  renderer: LoadedShopRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const nonce = randomBytes(16).toString('base64')
  const aborted = new AbortController()
  const onClose = () => {
    if (!reply.raw.writableFinished) aborted.abort()
  }
  reply.raw.once('close', onClose)
  try {
    const page = await renderer.render({
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      nonce,
      signal: aborted.signal,
      fetch: inProcessFetch(app, request),
    })
    const policy = policyWithNonce(reply.getHeader('content-security-policy'), nonce)
    if (policy) reply.header('content-security-policy', policy)
    await reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .type('text/html; charset=utf-8')
      .send(page.html)
    return true
  } catch (error) {
    if (aborted.signal.aborted) return true
    request.log.warn(
      { err: error, path: request.url },
      'server render failed; serving the client shell',
    )
    return false
  } finally {
    reply.raw.off('close', onClose)
  }
}
