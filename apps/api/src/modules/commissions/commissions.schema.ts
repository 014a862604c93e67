import { resolveOffsetConnection } from '@pothos/plugin-relay'

import { builder, DateTime, euro, Money } from '../../graphql/ambassador/builder'
import { OperationRef } from '../operations/operations.schema'
import { explainCommission, pendingReason, type CommissionLine } from './commission-lines'

export const CommissionStatusEnum = builder.enumType('CommissionStatus', {
  values: ['PENDING', 'APPROVED', 'PAID', 'REVERSED'] as const,
})

const CommissionKindEnum = builder.enumType('CommissionKind', {
  description: 'SALE: earned on an order. CLAWBACK: taken back after a refund of a paid sale.',
  values: ['SALE', 'CLAWBACK'] as const,
})

const PendingReasonEnum = builder.enumType('CommissionPendingReason', {
  values: {
    AWAITING_DELIVERY: { description: 'The order has not been delivered yet.' },
    HOLD_PERIOD: { description: 'Delivered; the 14-day return window runs until availableAt.' },
    DUE: { description: 'The hold has ended; the next approval run approves it.' },
  } as const,
})

export const CommissionRef = builder.objectRef<CommissionLine>('Commission').implement({
  description: 'A line of the ledger, with what it is computed from and why it is where it is.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CommissionKindEnum, resolve: (line) => line.kind }),
    status: t.field({ type: CommissionStatusEnum, resolve: (line) => line.status }),
    orderNumber: t.exposeString('orderNumber'),
    orderStatus: t.exposeString('orderStatus'),
    ratePercent: t.float({
      description: 'The rate snapshot taken when the order was paid.',
      resolve: (line) => line.rateBps / 100,
    }),
    base: t.field({
      type: Money,
      description:
        'Merchandise after discount, without VAT and shipping (negative for a clawback).',
      resolve: (line) => euro(line.baseCents),
    }),
    amount: t.field({ type: Money, resolve: (line) => euro(line.amountCents) }),
    pendingReason: t.field({
      type: PendingReasonEnum,
      nullable: true,
      resolve: (line, _args, context) => pendingReason(line, context.services.ambassadors.now()),
    }),
    availableAt: t.expose('availableAt', {
      type: DateTime,
      nullable: true,
      description: 'When a pending line becomes available (delivery + 14 days).',
    }),
    approvedAt: t.expose('approvedAt', { type: DateTime, nullable: true }),
    paidAt: t.expose('paidAt', { type: DateTime, nullable: true }),
    reversedAt: t.expose('reversedAt', { type: DateTime, nullable: true }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    explanation: t.string({
      description: 'One sentence, in the language of the request.',
      resolve: (line, _args, context) => explainCommission(line, context.locale),
    }),
    operation: t.field({
      type: OperationRef,
      nullable: true,
      resolve: (line, _args, context) =>
        line.operationId
          ? context.services.operations.find(context.ambassador.user.id, line.operationId)
          : null,
    }),
  }),
})

builder.queryFields((t) => ({
  commissions: t.connection({
    type: CommissionRef,
    description: 'The ledger, latest first, optionally of one status.',
    args: { status: t.arg({ type: CommissionStatusEnum }) },
    resolve: async (_root, args, context) => {
      const commissions = context.services.commissions
      const id = context.ambassador.user.id
      const status = args.status ?? null
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        commissions.lines(id, status, limit, offset),
      )
      return { ...connection, totalCount: await commissions.countLines(id, status) }
    },
  }),
}))
