import { resolveOffsetConnection } from '@pothos/plugin-relay'

import { builder, DateTime, euro, FieldErrorRef, Money } from '../../graphql/ambassador/builder'
import type { FieldError } from '../../field-error'
import {
  explainCommission,
  pendingReason,
  type AttributedOrder,
  type CommissionLine,
  type Dashboard,
  type DailyPoint,
} from './insights.service'
import { OperationRef } from './operations.schema'
import type { PayoutRecord } from './payouts.service'

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

const AttributionSourceEnum = builder.enumType('AttributionSource', {
  values: {
    CODE: { description: 'A code entered at checkout.' },
    OPERATION_CHOICE: { description: 'The buyer chose the operation at checkout.' },
    REFERRAL: { description: 'A referral link clicked within 30 days.' },
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
          ? context.services.ambassadors.ownOperation(context.ambassador.user.id, line.operationId)
          : null,
    }),
  }),
})

const AttributedOrderRef = builder.objectRef<AttributedOrder>('AttributedOrder').implement({
  description:
    'An order attributed to the ambassador. The customer is only a first name, an initial and a city.',
  fields: (t) => ({
    number: t.exposeString('number'),
    placedAt: t.expose('placedAt', { type: DateTime }),
    status: t.exposeString('status'),
    source: t.field({
      type: AttributionSourceEnum,
      resolve: (order) =>
        order.source === 'CODE' || order.source === 'OPERATION_CHOICE' ? order.source : 'REFERRAL',
    }),
    sales: t.field({
      type: Money,
      description: 'Merchandise after discount, VAT included.',
      resolve: (order) => euro(order.salesCents),
    }),
    customer: t.exposeString('customer', { description: 'First name and initial: `Camille M.`' }),
    city: t.exposeString('city'),
    operation: t.loadable({
      type: OperationRef,
      nullable: true,
      description: 'Loaded for every order of a page in one statement.',
      load: (ids: string[], context) =>
        context.services.ambassadors.ownOperations(context.ambassador.user.id, ids),
      resolve: (order) => order.operationId,
    }),
    commission: t.field({
      type: CommissionRef,
      nullable: true,
      resolve: (order) =>
        order.commission
          ? { ...order.commission, orderNumber: order.number, orderStatus: order.status }
          : null,
    }),
  }),
})

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

const DashboardPeriodEnum = builder.enumType('DashboardPeriod', {
  values: ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'ALL'] as const,
})

const CommissionTotalsRef = builder
  .objectRef<Dashboard['commission']>('CommissionTotals')
  .implement({
    fields: (t) => ({
      pending: t.field({ type: Money, resolve: (totals) => euro(totals.PENDING) }),
      approved: t.field({ type: Money, resolve: (totals) => euro(totals.APPROVED) }),
      paid: t.field({ type: Money, resolve: (totals) => euro(totals.PAID) }),
      reversed: t.field({ type: Money, resolve: (totals) => euro(totals.REVERSED) }),
    }),
  })

const DailyPointRef = builder.objectRef<DailyPoint>('DashboardDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    clicks: t.exposeInt('clicks'),
    orders: t.exposeInt('orders'),
    sales: t.field({ type: Money, resolve: (day) => euro(day.salesCents) }),
    commission: t.field({ type: Money, resolve: (day) => euro(day.commissionCents) }),
  }),
})

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  fields: (t) => ({
    since: t.expose('since', { type: DateTime, nullable: true }),
    clicks: t.exposeInt('clicks'),
    orders: t.exposeInt('orders', {
      description: 'Attributed orders, cancelled and refunded ones aside.',
    }),
    sales: t.field({ type: Money, resolve: (dashboard) => euro(dashboard.salesCents) }),
    conversionRate: t.exposeFloat('conversionRate', {
      description: 'Orders per click (0 to 1 and more).',
    }),
    commission: t.field({
      type: CommissionTotalsRef,
      resolve: (dashboard) => dashboard.commission,
    }),
    series: t.field({
      type: [DailyPointRef],
      description: 'One point per day, oldest first.',
      resolve: (dashboard) => dashboard.series,
    }),
  }),
})

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    args: { period: t.arg({ type: DashboardPeriodEnum, required: true }) },
    resolve: (_root, args, context) =>
      context.services.ambassadors.dashboard(context.ambassador.user.id, args.period),
  }),
  attributedOrders: t.connection({
    type: AttributedOrderRef,
    description: 'Orders attributed to the signed-in ambassador, latest first.',
    resolve: async (_root, args, context) => {
      const programme = context.services.ambassadors
      const id = context.ambassador.user.id
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        programme.attributedOrders(id, limit, offset),
      )
      return { ...connection, totalCount: await programme.countAttributedOrders(id) }
    },
  }),
  commissions: t.connection({
    type: CommissionRef,
    description: 'The ledger, latest first, optionally of one status.',
    args: { status: t.arg({ type: CommissionStatusEnum }) },
    resolve: async (_root, args, context) => {
      const programme = context.services.ambassadors
      const id = context.ambassador.user.id
      const status = args.status ?? null
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        programme.commissionLines(id, status, limit, offset),
      )
      return { ...connection, totalCount: await programme.countCommissionLines(id, status) }
    },
  }),
  payouts: t.connection({
    type: PayoutRef,
    resolve: async (_root, args, context) => {
      const programme = context.services.ambassadors
      const id = context.ambassador.user.id
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        programme.listPayouts(id, limit, offset),
      )
      return { ...connection, totalCount: await programme.countPayouts(id) }
    },
  }),
  payoutBalance: t.field({
    type: Money,
    description: 'Approved commission not yet in a payout (clawbacks netted).',
    resolve: async (_root, _args, context) =>
      euro(await context.services.ambassadors.availableBalance(context.ambassador.user.id)),
  }),
  minimumPayout: t.field({
    type: Money,
    resolve: (_root, _args, context) => euro(context.services.ambassadors.minimumPayoutCents),
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
      const outcome = await context.services.ambassadors.requestPayout(
        context.ambassador.user.id,
        context.locale,
      )
      return outcome.ok
        ? { payout: outcome.value, errors: [] }
        : { payout: null, errors: outcome.errors }
    },
  }),
)
