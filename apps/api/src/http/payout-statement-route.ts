import type { FastifyInstance } from 'fastify'

import { ambassadorPath, requestInfoOf } from '../graphql/routes'
import { authenticateAmbassador } from '../modules/ambassadors/ambassadors.service'
import type { Services } from '../services'

/** Where the portal downloads a payout's statement: beside its GraphQL endpoint, same auth. */
export const payoutStatementPath = `${ambassadorPath}/payouts/:payoutId/statement`

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] }
}

/**
 * GET the PDF statement of one of the signed-in ambassador's paid payouts. The same bearer token
 * as /gql/ambassador (401 without, 403 when not approved); any payout that is not theirs, or not
 * paid, is a 404, so ids of others' payouts tell nothing.
 */
export function registerPayoutStatementRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { payoutId: string } }>(payoutStatementPath, async (request, reply) => {
    const auth = await authenticateAmbassador(services.db, requestInfoOf(request).authorization)
    if (auth.status === 'unauthenticated') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .header('cache-control', 'no-store')
        .send(errorBody('Authentication required', 'UNAUTHENTICATED'))
    }
    if (auth.status === 'forbidden') {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send(errorBody('This ambassador account is not approved', 'FORBIDDEN'))
    }
    const file = await services.payouts.statementPdf(auth.viewer.user.id, request.params.payoutId)
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody('No such payout statement', 'NOT_FOUND'))
    }
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf)
  })
}
