import type { FastifyInstance } from 'fastify'

import { publicPath } from '../graphql/routes'
import { findViewer } from '../modules/accounts/sessions.service'
import { bearerToken } from '../modules/accounts/tokens'
import type { Services } from '../services'

/** Where the shop downloads an order's invoice: beside the public GraphQL endpoint. */
export const invoicePath = `${publicPath}/orders/:number/invoice`

/** The header carrying the order's access token (the order page's `token`), as GraphQL's `accessToken`. */
export const orderTokenHeader = 'x-order-token'

function notFound() {
  return { errors: [{ message: 'No such invoice', extensions: { code: 'NOT_FOUND' } }] }
}

/**
 * GET the PDF invoice of a paid order, under the order page's rules: its signed-in customer
 * (the public scope's bearer token) or the holder of its access token. Anything else, and an
 * order not paid yet, is a 404, so numbers of others' orders tell nothing; a token whose session
 * has ended is a 401, as on /gql/public.
 */
export function registerInvoiceRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { number: string } }>(invoicePath, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    const token = bearerToken(request.headers.authorization)
    const viewer = token ? await findViewer(services.db, token, 'public') : null
    if (token && !viewer) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Session ended', extensions: { code: 'UNAUTHENTICATED' } }] })
    }
    const accessToken = request.headers[orderTokenHeader]
    const file = await services.invoices.invoicePdf(request.params.number, {
      userId: viewer?.user.id ?? null,
      accessToken: typeof accessToken === 'string' ? accessToken : null,
    })
    if (!file) return reply.code(404).send(notFound())
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.pdf)
  })
}
