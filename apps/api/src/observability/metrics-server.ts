import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'

import type { FastifyInstance } from 'fastify'

import { metricsRegistry } from './metrics'

async function exposition(): Promise<{ body: string; type: string }> {
  return { body: await metricsRegistry.metrics(), type: metricsRegistry.contentType }
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(`Bearer ${expected}`)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `/metrics` on its own port (`METRICS_PORT`), for a scraper on a private network: the public
 * port never serves it. Resolves with the server once it listens.
 */
export async function startMetricsServer(options: {
  port: number
  host: string
}): Promise<{ address: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    exposition().then(
      ({ body, type }) => {
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
      },
      () => {
        response.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = server.address()
  const port = typeof bound === 'object' && bound ? bound.port : options.port
  return {
    address: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}

/**
 * `/metrics` on the application's port for a deployment that cannot open a second one: only
 * with `Authorization: Bearer <METRICS_TOKEN>`; anything else gets 404, as if it did not exist.
 */
export function registerMetricsRoute(fastify: FastifyInstance, options: { token: string }): void {
  fastify.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization, options.token)) {
      return reply.code(404).send({ error: 'Not Found', path: '/metrics' })
    }
    const { body, type } = await exposition()
    return reply.header('content-type', type).header('cache-control', 'no-store').send(body)
  })
}
