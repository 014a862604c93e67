import { createHash, randomBytes } from 'node:crypto'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { addVary } from '../cache/catalogue-cache'
import { EncodedBody } from '../cache/encoded-body'
import { renderHeader, type CachedPage, type PageCache, type PageRender } from '../cache/page-cache'
import {
  matchesEtag,
  pageVary,
  policyWithHashes,
  policyWithNonce,
  sharedPageCaching,
} from './page-policy'
import type { LoadedShopRenderer, PageLocale, ShopPage } from './shop-renderer-loader'

/**
 * A fetch answering from this Fastify instance, as the visitor's address (rate limits); its
 * requests name the render they serve, if any, so that their answers report what they show.
 */
function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  render?: PageRender,
): typeof fetch {
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
      headers: {
        ...headers,
        host: request.host,
        'accept-encoding': 'identity',
        ...(render ? { [renderHeader]: render.id } : {}),
      },
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

/** Sends a kept page: 304 to a matching If-None-Match, else its bytes compressed once. */
function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  grow: (bytes: number) => void,
) {
  reply.header('etag', page.etag).header('cache-control', sharedPageCaching)
  addVary(reply, pageVary)
  if (matchesEtag(request.headers['if-none-match'], page.etag)) {
    // A 304 carries no document, so no policy either: the one stored with the page still applies.
    reply.removeHeader('content-security-policy')
    return reply.code(304).send()
  }
  const { coding, body, added } = page.body.encoded(request.headers['accept-encoding'])
  if (added > 0) grow(added)
  if (coding !== 'identity') reply.header('content-encoding', coding)
  return reply
    .code(200)
    .header('content-security-policy', page.policy)
    .type('text/html; charset=utf-8')
    .send(body)
}

/** Runs a render, aborted when the visitor goes away; null when it was. */
async function renderFor(
  reply: FastifyReply,
  render: (signal: AbortSignal) => Promise<ShopPage>,
): Promise<ShopPage | null> {
  const aborted = new AbortController()
  const onClose = () => {
    if (!reply.raw.writableFinished) aborted.abort()
  }
  reply.raw.once('close', onClose)
  try {
    return await render(aborted.signal)
  } catch (error) {
    if (aborted.signal.aborted) return null
    throw error
  } finally {
    reply.raw.off('close', onClose)
  }
}

/** A signed-in visitor's own page (or any page when nothing is cached): fresh, with a nonce. */
async function sendOwnPage(
  app: FastifyInstance,
  renderer: LoadedShopRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: boolean,
) {
  const nonce = randomBytes(16).toString('base64')
  const page = await renderFor(reply, (signal) =>
    renderer.render({
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      nonce,
      signal,
      fetch: inProcessFetch(app, request),
    }),
  )
  if (!page) return
  const policy = policyWithNonce(reply.getHeader('content-security-policy'), nonce)
  if (policy) reply.header('content-security-policy', policy)
  addVary(reply, 'Cookie, Accept-Language')
  await reply
    .code(page.status)
    .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

/** An anonymous visitor's page: from the page cache, or rendered without a nonce and kept. */
async function sendSharedPage(
  app: FastifyInstance,
  renderer: LoadedShopRenderer & { pageLocale: PageLocale },
  pages: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const cookie = request.headers.cookie
  const acceptLanguage = request.headers['accept-language']
  const path = request.url.split('?')[0] ?? '/'
  const locale = renderer.pageLocale({ url: request.url, cookie, acceptLanguage })
  const normalized = pages.keyOf(path, request.url.slice(path.length + 1), locale)
  // Only the address in its normal form (sorted query) is kept and answered from the cache: the
  // page shows its own address (the not-found page prints it, the router hydrates from it), so
  // another spelling of the same query gets its own render, word for word what the browser shows.
  const address = normalized?.url === request.url ? normalized : null
  const kept = address ? pages.lookup(address.key) : undefined
  if (address && kept) {
    return sendKeptPage(request, reply, kept, (bytes) => {
      pages.grow(address.key, bytes)
    })
  }
  const render = pages.begin()
  let page: ShopPage | null
  try {
    page = await renderFor(reply, (signal) =>
      renderer.render({
        url: request.url,
        cookie,
        acceptLanguage,
        signal,
        fetch: inProcessFetch(app, request, render),
      }),
    )
  } finally {
    render.end()
  }
  if (!page) return
  const policy = policyWithHashes(reply.getHeader('content-security-policy'), page.html)
  const html = Buffer.from(page.html)
  const shared: CachedPage = {
    body: new EncodedBody(html),
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    policy: policy ?? '',
  }
  if (address && page.status === 200 && pages.save(address.key, shared, render)) {
    return sendKeptPage(request, reply, shared, (bytes) => {
      pages.grow(address.key, bytes)
    })
  }
  if (policy) reply.header('content-security-policy', policy)
  addVary(reply, pageVary)
  return reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

/**
 * Serves a shop page rendered on the server. Anonymous visitors share pages: kept per path,
 * sorted query and language in the page cache (dropped with the catalogue answers they show), and
 * allowed by hash so a CDN may keep them too. A signed-in visitor (a token cookie, as the renderer
 * reads it; every visitor, with a build that cannot tell) always gets a fresh page of their own,
 * never stored anywhere. Returns false (nothing sent) when the render
 * fails, after a warning, so the caller serves the client shell: a visitor never sees a stack trace.
 */
export async function renderShopPage(
  app: FastifyInstance,
  renderer: LoadedShopRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  pages?: PageCache,
): Promise<boolean> {
  try {
    const { pageLocale, pageSignedIn } = renderer
    // The renderer's own reading of the cookie: a page it renders signed in is never shared.
    const signedIn = pageSignedIn ? pageSignedIn({ cookie: request.headers.cookie }) : true
    if (pages && pageLocale && !signedIn) {
      await sendSharedPage(app, { ...renderer, pageLocale }, pages, request, reply)
    } else {
      await sendOwnPage(app, renderer, request, reply, signedIn)
    }
    return true
  } catch (error) {
    request.log.warn(
      { err: error, path: request.url },
      'server render failed; serving the client shell',
    )
    return false
  }
}
