import { localeFromAcceptLanguage } from '@comptoir/i18n/locales'
import type { FastifyInstance } from 'fastify'

import { roles } from '../graphql/admin/builder'
import { adminPath } from '../graphql/admin/route'
import { requestInfoOf } from '../graphql/routes'
import { bearerToken } from '../modules/accounts/tokens'
import { packingSlipCopy } from '../modules/orders/packing-slip-copy'
import { renderPackingSlipsPdf } from '../modules/orders/packing-slip-pdf'
import { packingSlipLimit, packingSlips } from '../modules/orders/packing-slips'
import type { Services } from '../services'

/** Where the back office downloads packing slips: beside its GraphQL endpoint, same auth. */
export const packingSlipPath = `${adminPath}/packing-slips`

const copy = {
  en: {
    unauthenticated: 'Sign in to do this.',
    forbidden: 'Your role does not allow this.',
    none: `Name from 1 to ${packingSlipLimit} orders, e.g. ?orders=CPT-2026-000123,CPT-2026-000124`,
    missing: 'None of these orders exists.',
  },
  fr: {
    unauthenticated: 'Connectez-vous pour faire cela.',
    forbidden: 'Votre rôle ne permet pas de faire cela.',
    none: `Indiquez de 1 à ${packingSlipLimit} commandes, par ex. ?orders=CPT-2026-000123,CPT-2026-000124`,
    missing: 'Aucune de ces commandes n’existe.',
  },
}

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] }
}

/**
 * GET the packing slips of one or several orders as one PDF (`?orders=` numbers separated by
 * commas), for staff who may see the orders: the same bearer token as /gql/admin (401 without,
 * 403 for a role that does not see orders). Each slip is in its buyer's language.
 */
export function registerPackingSlipRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { orders?: string } }>(packingSlipPath, async (request, reply) => {
    const info = requestInfoOf(request)
    const text = copy[localeFromAcceptLanguage(info.acceptLanguage)]
    reply.header('cache-control', 'private, no-store')
    const token = bearerToken(info.authorization)
    const viewer = token ? await services.staffAuth.findViewer(token) : null
    if (!viewer) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody(text.unauthenticated, 'UNAUTHENTICATED'))
    }
    if (!(roles.ordersView as readonly string[]).includes(viewer.staff.role)) {
      return reply.code(403).send(errorBody(text.forbidden, 'FORBIDDEN'))
    }
    const numbers = (request.query.orders ?? '')
      .split(',')
      .map((number) => number.trim())
      .filter(Boolean)
    if (numbers.length === 0 || numbers.length > packingSlipLimit) {
      return reply.code(400).send(errorBody(text.none, 'BAD_REQUEST'))
    }
    const slips = await packingSlips(services.db, numbers)
    const first = slips[0]
    if (!first) return reply.code(404).send(errorBody(text.missing, 'NOT_FOUND'))
    const name = slips.length === 1 ? first.number : `${slips.length}`
    const pdf = await renderPackingSlipsPdf(slips, {
      title: `${packingSlipCopy[first.locale].title} ${slips.map((slip) => slip.number).join(', ')}`,
    })
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${packingSlipCopy.en.filename(name)}"`)
      .send(pdf)
  })
}
