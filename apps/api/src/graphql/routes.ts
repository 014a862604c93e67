import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { CatalogueCaches } from '../cache/catalogue-caches'
import { recordingServices } from '../cache/catalogue-tags'
import { keepOpenWhileStreaming } from '../http/timeouts'
import { authenticateAmbassador } from '../modules/ambassadors/ambassadors.service'
import type { Services } from '../services'
import { createAmbassadorContext, createPublicContext, type RequestInfo } from './context'
import { createEndpoint } from './endpoint'
import { registerVariableLimits } from './variable-limits'
import { ambassadorSchema } from './ambassador/schema'
import { publicSchema } from './public/schema'

export const publicPath = '/gql/public'
export const ambassadorPath = '/gql/ambassador'

export function requestInfoOf(request: FastifyRequest): RequestInfo {
  const { authorization } = request.headers
  const acceptLanguage = request.headers['accept-language']
  return {
    authorization: authorization ?? null,
    acceptLanguage: acceptLanguage ?? null,
    ip: request.ip,
  }
}

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] }
}

/** Answers that arrive over time: passed on as they come, never buffered nor compressed. */
const streamedTypes = /^(text\/event-stream|multipart\/mixed)/

/**
 * Sends an endpoint's answer through Fastify's reply: its status and headers, then its body,
 * whole for an ordinary answer (so the compression hook sees it), or as a stream for events.
 */
export async function sendAnswer(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  if (answer.body && streamedTypes.test(answer.headers.get('content-type') ?? '')) {
    keepOpenWhileStreaming(reply)
    return sendBody(reply, answer, answer.body)
  }
  return sendBody(reply, answer, Buffer.from(await answer.arrayBuffer()))
}

/** Sends an answer's status and headers with its body, read already or as a stream. */
function sendBody(
  reply: FastifyReply,
  answer: Response,
  body: Buffer | ReadableStream<Uint8Array>,
): FastifyReply {
  reply.code(answer.status)
  answer.headers.forEach((value, name) => {
    reply.header(name, value)
  })
  return reply.send(body)
}

/**
 * Mounts both endpoints (POST, and GET for queries). The ambassador endpoint authenticates
 * before Yoga runs: 401 UNAUTHENTICATED without a live ambassador token, 403 FORBIDDEN for an
 * ambassador who is not approved.
 */
export function registerGraphQLRoutes(
  app: FastifyInstance,
  services: Services,
  options: { production: boolean; requestsPerMinute: number; caches?: CatalogueCaches },
) {
  const publicEndpoint = createEndpoint({
    schema: publicSchema,
    path: publicPath,
    production: options.production,
    logger: services.logger,
    context: (server) =>
      createPublicContext(
        server.catalogueTags ? recordingServices(services, server.catalogueTags) : services,
        server.requestInfo,
      ),
  })
  const ambassadorEndpoint = createEndpoint({
    schema: ambassadorSchema,
    path: ambassadorPath,
    production: options.production,
    logger: services.logger,
    context: (server) => {
      if (!server.ambassador) throw new Error('The ambassador endpoint ran without authentication')
      return createAmbassadorContext(services, server.requestInfo, server.ambassador)
    },
  })
  const rateLimit = { max: options.requestsPerMinute, timeWindow: 60_000 }
  registerVariableLimits(app)

  // GraphQL answers depend on who asks: no shared cache may keep them.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0]
    if (path === publicPath || path === ambassadorPath) reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  // The endpoints speak GET and POST only; other methods learn which ones instead of a 404.
  for (const url of [publicPath, ambassadorPath]) {
    app.route({
      url,
      method: ['PUT', 'PATCH', 'DELETE'],
      config: { rateLimit },
      handler: (_req, reply) =>
        reply
          .code(405)
          .header('allow', 'GET, POST')
          .send(errorBody('Use GET for queries or POST', 'METHOD_NOT_ALLOWED')),
    })
  }

  const answerPublic = (req: FastifyRequest, reply: FastifyReply, catalogueTags?: Set<string>) =>
    publicEndpoint.handleNodeRequestAndResponse(req, reply, {
      req,
      reply,
      requestInfo: requestInfoOf(req),
      ...(catalogueTags ? { catalogueTags } : {}),
    })
  const { caches } = options

  app.route({
    url: publicPath,
    method: ['GET', 'POST'],
    config: { rateLimit },
    handler: async (req, reply) => {
      const render = caches?.pages.renderOf(req)
      const cacheable = caches?.responses.requestOf(req)
      if (!caches || !cacheable || !caches.responses.isCatalogueDocument(cacheable)) {
        render?.record(null)
        return sendAnswer(reply, await answerPublic(req, reply))
      }
      const { responses } = caches
      const cached = responses.lookup(cacheable)
      if (cached) {
        render?.record(cached.tags)
        return responses.send(req, reply, cacheable.key, cached)
      }
      const since = responses.generation
      const tags = new Set<string>()
      const answer = await answerPublic(req, reply, tags)
      if (streamedTypes.test(answer.headers.get('content-type') ?? '')) {
        render?.record(null)
        return sendAnswer(reply, answer)
      }
      const body = Buffer.from(await answer.arrayBuffer())
      const saved = responses.save(
        cacheable,
        { status: answer.status, contentType: answer.headers.get('content-type') ?? '', body },
        tags,
        since,
      )
      render?.record(saved ? saved.tags : null)
      return sendBody(reply, answer, body)
    },
  })

  app.route({
    url: ambassadorPath,
    method: ['GET', 'POST'],
    config: { rateLimit },
    handler: async (req, reply) => {
      const requestInfo = requestInfoOf(req)
      const auth = await authenticateAmbassador(services.db, requestInfo.authorization)
      if (auth.status === 'unauthenticated') {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send(errorBody('Authentication required', 'UNAUTHENTICATED'))
      }
      if (auth.status === 'forbidden') {
        return reply
          .code(403)
          .send(errorBody('This ambassador account is not approved', 'FORBIDDEN'))
      }
      return sendAnswer(
        reply,
        await ambassadorEndpoint.handleNodeRequestAndResponse(req, reply, {
          req,
          reply,
          requestInfo,
          ambassador: auth.viewer,
        }),
      )
    },
  })

  return { publicEndpoint, ambassadorEndpoint }
}
