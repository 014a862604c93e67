import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { localeForRequest } from '@comptoir/i18n/request-locale'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { PageCache } from '../cache/page-cache'
import { parseRouteList, routeMatcher, shopRoutes, type RouteMatcher } from './route-table'
import { renderShopPage } from './shop-render'
import { loadShopRenderer } from './shop-renderer-loader'

export interface StaticAppsOptions {
  shopRoot: string
  ambassadorRoot: string
  /** Host name (without port) of the ambassador portal, from AMBASSADOR_URL. */
  ambassadorHostname: string
  /** The back office's build and host name (from ADMIN_URL), served on `admin.*` hosts. */
  admin?: { root: string; hostname: string }
  /** The shop's public origin (PUBLIC_URL): canonical addresses of server-rendered pages. */
  publicUrl: string
  /** The shop's server build (default: `dist-server/render.js` beside the shop's `dist`). */
  shopServerEntry?: string
  /** Where anonymous server-rendered pages are kept (none: every page is rendered). */
  pages?: PageCache
}

interface HostedApp {
  title: string
  root: string
  built: boolean
  buildCommand: string
  isRoute: RouteMatcher
  /** Pages whose HTML the build rendered, by path, with their languages. */
  prerendered: Map<string, Set<Locale>>
}

const everyPath: RouteMatcher = () => true

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Long cache for hashed assets, none for the HTML shell, the worker and the build manifests. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const normalized = filePath.replaceAll('\\', '/')
  reply.header(
    'cache-control',
    normalized.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  )
}

function ambassadorRoutes(root: string): RouteMatcher {
  const file = join(root, 'routes.json')
  if (!existsSync(file)) return everyPath
  const routes = parseRouteList(JSON.parse(readFileSync(file, 'utf8')))
  return routes ? routeMatcher(routes) : everyPath
}

/** Where the portal's build keeps the pages it rendered: `prerendered/<language>/<page>.html`. */
const prerenderedFolder = 'prerendered'

/**
 * The portal's pre-rendered public pages, by path (`index.html` is `/`): the languages each was
 * rendered in. None when the build has none.
 */
function prerenderedPages(root: string): Map<string, Set<Locale>> {
  const pages = new Map<string, Set<Locale>>()
  const folder = join(root, prerenderedFolder)
  if (!existsSync(folder)) return pages
  for (const locale of readdirSync(folder).filter(isLocale)) {
    for (const file of readdirSync(join(folder, locale))) {
      if (!file.endsWith('.html')) continue
      const page = file.slice(0, -'.html'.length)
      const path = page === 'index' ? '/' : `/${page}`
      pages.set(path, (pages.get(path) ?? new Set()).add(locale))
    }
  }
  return pages
}

/** The back office on `admin.*` hosts (and ADMIN_URL's host): its build and route table. */
function backOffice(options: { root: string; hostname: string }) {
  const host = new RegExp(`^(admin\\.[^:]+|${escapeRegExp(options.hostname)})(:\\d+)?$`, 'i')
  const built = existsSync(join(options.root, 'index.html'))
  const hosted: HostedApp = {
    title: 'The back office',
    root: options.root,
    built,
    buildCommand: 'pnpm --filter @comptoir/admin build',
    isRoute: built ? ambassadorRoutes(options.root) : everyPath,
    prerendered: new Map(),
  }
  return { host, hosted }
}

function missingBuildPage(app: HostedApp): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${app.title}: build missing</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>${app.title} is not built yet</h1>
<p>This server serves the build of ${app.title.toLowerCase()}, and that build has no <code>index.html</code> yet.</p>
${
  existsSync(join(app.root, '..', 'package.json'))
    ? `<p>Build it with <code>${app.buildCommand}</code> (or <code>pnpm build</code> at the root for everything), then restart the server.</p>`
    : `<p>This release of Comptoir does not include ${app.title.toLowerCase()} yet.</p>`
}
<p>The GraphQL API already answers on <code>/gql/public</code> and <code>/gql/ambassador</code>.</p>
</body></html>`
}

/**
 * The pre-rendered page for a request, in the language the app would pick (the visitor's stored
 * choice, then Accept-Language): only for the address without a query, which may change what the
 * page shows (a reset token, a note after a session ended).
 */
function prerenderedFile(hosted: HostedApp, request: FastifyRequest, path: string): string | null {
  if (request.url.includes('?')) return null
  const languages = hosted.prerendered.get(path)
  if (!languages) return null
  const locale = localeForRequest({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  })
  if (!languages.has(locale)) return null
  return `${prerenderedFolder}/${locale}/${path === '/' ? 'index' : path.slice(1)}.html`
}

/** Paths that are files (an extension) or API areas never fall back to an app's HTML. */
function isNavigation(path: string): boolean {
  if (/^\/(gql|media|builds|assets)(\/|$)/.test(path)) return false
  const last = path.split('/').pop() ?? ''
  return !last.includes('.')
}

/**
 * Serves the built shop on the main host and the built ambassador portal on `ambassador.*`
 * hosts (and AMBASSADOR_URL's host), each with SPA fallback: a path in the app's route table gets
 * its index.html with 200, any other path gets it with 404. A missing build gets a plain page.
 */
export async function registerStaticApps(app: FastifyInstance, options: StaticAppsOptions) {
  const ambassadorHost = new RegExp(
    `^(ambassador\\.[^:]+|${escapeRegExp(options.ambassadorHostname)})(:\\d+)?$`,
    'i',
  )
  const shop: HostedApp = {
    title: 'The shop',
    root: options.shopRoot,
    built: existsSync(join(options.shopRoot, 'index.html')),
    buildCommand: 'pnpm --filter @comptoir/shop build',
    isRoute: routeMatcher(shopRoutes),
    prerendered: new Map(),
  }
  const ambassador: HostedApp = {
    title: 'The ambassador portal',
    root: options.ambassadorRoot,
    built: existsSync(join(options.ambassadorRoot, 'index.html')),
    buildCommand: 'pnpm --filter @comptoir/ambassador build',
    isRoute: everyPath,
    prerendered: new Map(),
  }
  if (ambassador.built) {
    ambassador.isRoute = ambassadorRoutes(ambassador.root)
    ambassador.prerendered = prerenderedPages(ambassador.root)
  }
  const shopRenderer = shop.built
    ? await loadShopRenderer(app, {
        entry: options.shopServerEntry ?? join(options.shopRoot, '..', 'dist-server', 'render.js'),
        clientRoot: options.shopRoot,
        publicUrl: options.publicUrl,
      })
    : null

  const admin = options.admin && backOffice(options.admin)
  const appFor = (request: FastifyRequest) =>
    admin?.host.test(request.host)
      ? admin.hosted
      : ambassadorHost.test(request.host)
        ? ambassador
        : shop

  if (admin?.hosted.built) {
    await app.register(fastifyStatic, {
      root: admin.hosted.root,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      preCompressed: true,
      constraints: { host: admin.host },
      allowedPath: (path: string) => path !== '/',
    })
  }
  for (const hosted of [ambassador, shop]) {
    if (!hosted.built) continue
    await app.register(fastifyStatic, {
      root: hosted.root,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The builds store Brotli and gzip copies of their text files: sent to browsers that take them.
      preCompressed: true,
      ...(hosted === ambassador && { constraints: { host: ambassadorHost } }),
      // `/` is a page like the others: rendered on the server, pre-rendered, or the shell, below.
      // The pre-rendered pages are sent for their paths only.
      allowedPath: (path: string) => path !== '/' && !path.startsWith(`/${prerenderedFolder}/`),
    })
  }

  const serveNavigation = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (!['GET', 'HEAD'].includes(request.method) || !isNavigation(path)) {
      return reply.code(404).send({ error: 'Not Found', path })
    }
    const hosted = appFor(request)
    if (
      hosted === shop &&
      shopRenderer?.paths.has(path) &&
      (await renderShopPage(app, shopRenderer, request, reply, options.pages))
    ) {
      return reply
    }
    reply.code(hosted.isRoute(path) ? 200 : 404).header('cache-control', 'no-cache')
    if (!hosted.built) return reply.type('text/html; charset=utf-8').send(missingBuildPage(hosted))
    const prerendered = prerenderedFile(hosted, request, path)
    if (prerendered) {
      return reply
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .sendFile(prerendered, hosted.root, { cacheControl: false })
    }
    return reply.sendFile('index.html', hosted.root, { cacheControl: false })
  }

  // The server-rendered pages have routes of their own: through the static wildcard, each request
  // would first look on disk for a file of that name.
  for (const path of shopRenderer?.paths ?? []) app.get(path, serveNavigation)
  app.setNotFoundHandler(serveNavigation)
}
