import type { FastifyInstance } from 'fastify'

import type { Services } from '../../services'
import { createEndpoint } from '../endpoint'
import { requestInfoOf, sendAnswer } from '../routes'
import { createAdminContext } from './context'
import { adminSchema } from './schema'

export const adminPath = '/gql/admin'

/**
 * Mounts /gql/admin (POST, and GET for queries). Anyone may reach it: the steps of signing in are
 * open, and every other field checks the staff member's role itself.
 */
export function registerAdminRoute(
  app: FastifyInstance,
  services: Services,
  options: { production: boolean; requestsPerMinute: number },
) {
  const endpoint = createEndpoint({
    schema: adminSchema,
    path: adminPath,
    production: options.production,
    logger: services.logger,
    context: (server) =>
      createAdminContext(services, server.requestInfo, {
        requestId: server.req?.id ?? null,
        userAgent: server.req?.headers['user-agent'] ?? null,
      }),
  })
  const rateLimit = { max: options.requestsPerMinute, timeWindow: 60_000 }
  app.route({
    url: adminPath,
    method: ['PUT', 'PATCH', 'DELETE'],
    config: { rateLimit },
    handler: (_req, reply) =>
      reply
        .code(405)
        .header('allow', 'GET, POST')
        .send({
          errors: [
            { message: 'Use GET for queries or POST', extensions: { code: 'METHOD_NOT_ALLOWED' } },
          ],
        }),
  })
  app.route({
    url: adminPath,
    method: ['GET', 'POST'],
    config: { rateLimit },
    handler: async (req, reply) => {
      // Staff answers depend on who asks: no shared cache may keep them.
      reply.header('cache-control', 'no-store')
      return sendAnswer(
        reply,
        await endpoint.handleNodeRequestAndResponse(req, reply, {
          req,
          reply,
          requestInfo: requestInfoOf(req),
        }),
      )
    },
  })
  return endpoint
}
