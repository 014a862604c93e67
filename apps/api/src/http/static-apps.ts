import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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
  }
  const ambassador: HostedApp = {
    title: 'The ambassador portal',
    root: options.ambassadorRoot,
    built: existsSync(join(options.ambassadorRoot, 'index.html')),
    buildCommand: 'pnpm --filter @comptoir/ambassador build',
    isRoute: everyPath,
  }
  if (ambassador.built) ambassador.isRoute = ambassadorRoutes(ambassador.root)
  const shopRenderer = shop.built
    ? await loadShopRenderer(app, {
        entry: options.shopServerEntry ?? join(options.shopRoot, '..', 'dist-server', 'render.js'),
        clientRoot: options.shopRoot,
        publicUrl: options.publicUrl,
      })
    : null

  const appFor = (request: FastifyRequest) =>
    ambassadorHost.test(request.host) ? ambassador : shop

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
      ...(hosted === ambassador
        ? { constraints: { host: ambassadorHost } }
        : // `/` is a shop page like the others: rendered on the server, or the shell, below.
          { allowedPath: (path: string) => path !== '/' }),
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
    return reply.sendFile('index.html', hosted.root, { cacheControl: false })
  }

  // The server-rendered pages have routes of their own: through the static wildcard, each request
  // would first look on disk for a file of that name.
  for (const path of shopRenderer?.paths ?? []) app.get(path, serveNavigation)
  app.setNotFoundHandler(serveNavigation)
}
