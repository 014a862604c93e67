import { resolveOffsetConnection } from '@pothos/plugin-relay'

import type { FieldError } from '../../field-error'
import { builder, DateTime, euro, FieldErrorRef, Money } from '../../graphql/ambassador/builder'
import type { PayoutRecord } from './payouts.service'

export const PayoutStatusEnum = builder.enumType('PayoutStatus', {
  values: ['REQUESTED', 'PAID', 'REJECTED'] as const,
})

const PayoutRef = builder.objectRef<PayoutRecord>('Payout').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({ type: Money, resolve: (payout) => euro(payout.amountCents) }),
    status: t.field({ type: PayoutStatusEnum, resolve: (payout) => payout.status }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was rejected.' }),
    requestedAt: t.expose('requestedAt', { type: DateTime }),
    decidedAt: t.expose('decidedAt', { type: DateTime, nullable: true }),
  }),
})

builder.queryFields((t) => ({
  payouts: t.connection({
    type: PayoutRef,
    resolve: async (_root, args, context) => {
      const payouts = context.services.payouts
      const id = context.ambassador.user.id
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        payouts.list(id, limit, offset),
      )
      return { ...connection, totalCount: await payouts.count(id) }
    },
  }),
  payoutBalance: t.field({
    type: Money,
    description: 'Approved commission not yet in a payout (clawbacks netted).',
    resolve: async (_root, _args, context) =>
      euro(await context.services.payouts.availableBalance(context.ambassador.user.id)),
  }),
  minimumPayout: t.field({
    type: Money,
    resolve: (_root, _args, context) => euro(context.services.payouts.minimumPayoutCents),
  }),
}))

const PayoutPayloadRef = builder
  .objectRef<{ payout: PayoutRecord | null; errors: FieldError[] }>('PayoutPayload')
  .implement({
    fields: (t) => ({
      payout: t.expose('payout', { type: PayoutRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.mutationField('requestPayout', (t) =>
  t.field({
    type: PayoutPayloadRef,
    description:
      'Asks for the whole approved balance, when it is at least €50, an IBAN is on file and no request is open.',
    resolve: async (_root, args, context) => {
      const outcome = await context.services.payouts.request(
        context.ambassador.user.id,
        context.locale,
      )
      return outcome.ok
        ? { payout: outcome.value, errors: [] }
        : { payout: null, errors: outcome.errors }
    },
  }),
)
