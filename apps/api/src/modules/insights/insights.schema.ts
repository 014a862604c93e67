import type { Locale } from '@comptoir/i18n/locales'
import { resolveOffsetConnection } from '@pothos/plugin-relay'
import { GraphQLError } from 'graphql'

import { isUuid } from '../../db/ids'
import { builder, DateTime, euro, Money } from '../../graphql/ambassador/builder'
import { CommissionRef } from '../commissions/commissions.schema'
import type { OperationRecord } from '../operations/operation-state'
import { OperationRef } from '../operations/operations.schema'
import { dayPeriod, periodProblemMessage } from './day-period'
import type { OperationProgress } from './operation-progress'
import { averageOrderMinimum, type DailyPoint, type Dashboard } from './dashboard'
import type { AttributedOrder } from './insights.service'

const emptyConnection = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
}

const AttributionSourceEnum = builder.enumType('AttributionSource', {
  values: {
    CODE: { description: 'A code entered at checkout.' },
    OPERATION_CHOICE: { description: 'The buyer chose the operation at checkout.' },
    REFERRAL: { description: 'A referral link clicked within 30 days.' },
  } as const,
})

const AttributedOrderStandingEnum = builder.enumType('AttributedOrderStanding', {
  description: 'Where an attributed order stands, as the portal’s list shows it.',
  values: {
    AWAITING_PAYMENT: { description: 'Placed, the buyer’s payment not received yet.' },
    PENDING: { description: 'Paid; its commission waits for the return window to close.' },
    APPROVED: { description: 'Its commission is approved, not paid yet.' },
    PAID: { description: 'Its commission was paid out.' },
    REVERSED: { description: 'Cancelled or refunded: its commission was reversed.' },
  } as const,
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
        context.services.operations.findMany(context.ambassador.user.id, ids),
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
    since: t.expose('since', {
      type: DateTime,
      nullable: true,
      description:
        'Start (UTC) of the period’s first day: LAST_7_DAYS is today and the 6 days before it. Null for ALL.',
    }),
    clicks: t.exposeInt('clicks'),
    orders: t.exposeInt('orders', {
      description:
        'Paid attributed orders of the period (those awaiting payment, cancelled or refunded aside): referralOrders + choiceOrders + codeOrders.',
    }),
    referralOrders: t.exposeInt('referralOrders', {
      description:
        'Orders of the period whose buyer followed the ambassador’s link within 30 days before ordering, whether they then chose the operation or typed its code or not.',
    }),
    choiceOrders: t.exposeInt('choiceOrders', {
      description:
        'Orders of the period whose buyer chose the ambassador’s operation at checkout without coming through the link.',
    }),
    codeOrders: t.exposeInt('codeOrders', {
      description:
        'Orders of the period that came by a code alone: no link visit, no operation chosen behind them.',
    }),
    awaitingPaymentOrders: t.exposeInt('awaitingPaymentOrders', {
      description:
        'Attributed orders of the period placed but not paid yet (a bank transfer on its way): in no other figure until paid.',
    }),
    sales: t.field({ type: Money, resolve: (dashboard) => euro(dashboard.salesCents) }),
    conversionRate: t.exposeFloat('conversionRate', {
      description:
        'referralOrders ÷ clicks: the share of link visits that became an order, from 0 to 1 (0 without clicks). Orders by choice or code alone are not in it.',
    }),
    averageOrderSales: t.field({
      type: Money,
      nullable: true,
      description: `Mean sales per order of the period (merchandise after discount, VAT included); null under ${String(averageOrderMinimum)} orders.`,
      resolve: (dashboard) =>
        dashboard.averageOrderSalesCents === null ? null : euro(dashboard.averageOrderSalesCents),
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

const MilestoneRef = builder
  .objectRef<NonNullable<OperationProgress['nextMilestone']>>('OperationMilestone')
  .implement({
    fields: (t) => ({
      percent: t.exposeInt('percent', { description: '25, 50, 75 or 100 (% of the goal).' }),
      remaining: t.field({
        type: Money,
        description: 'Sales still needed to reach it.',
        resolve: (milestone) => euro(milestone.remainingCents),
      }),
    }),
  })

const ProgressRef = builder.objectRef<OperationProgress>('OperationProgress').implement({
  description:
    'Paid orders and sales of an operation (orders awaiting payment, cancelled and refunded ones aside).',
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    sales: t.field({
      type: Money,
      description: 'Merchandise after discount, VAT included.',
      resolve: (progress) => euro(progress.salesCents),
    }),
    goalPercent: t.exposeInt('goalPercent', { description: 'Sales over goal, may pass 100.' }),
    nextMilestone: t.expose('nextMilestone', { type: MilestoneRef, nullable: true }),
  }),
})

builder.objectFields(OperationRef, (t) => ({
  progress: t.loadable({
    type: ProgressRef,
    description: 'Loaded for every operation of a list in one statement.',
    load: (keys: OperationRecord[], context) => context.services.insights.operationsProgress(keys),
    loaderOptions: { cacheKeyFn: (operation: OperationRecord) => operation.id },
    resolve: (operation) => operation,
  }),
}))

/** The period of `from` and `to`, if either is given; a bad one is a BAD_USER_INPUT error. */
function placedPeriod(
  from: string | null | undefined,
  to: string | null | undefined,
  locale: Locale,
): { start: Date; end: Date } | null {
  if (!from && !to) return null
  const checked = dayPeriod(from ?? to ?? '', to ?? from ?? '')
  if (!checked.ok) {
    throw new GraphQLError(periodProblemMessage(checked.problem, locale), {
      extensions: { code: 'BAD_USER_INPUT' },
    })
  }
  return checked.period
}

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    args: { period: t.arg({ type: DashboardPeriodEnum, required: true }) },
    resolve: (_root, args, context) =>
      context.services.insights.dashboard(context.ambassador.user.id, args.period),
  }),
  attributedOrders: t.connection({
    type: AttributedOrderRef,
    description:
      'Orders attributed to the signed-in ambassador, latest first; with `operationId`, only those of that operation of theirs (none for anyone else’s); with `number`, only that order if it is theirs; with `standing`, only those standing so; with `from` and `to` (YYYY-MM-DD UTC days, both included, at most 366 days apart, else a BAD_USER_INPUT error), only those placed then. A page costs the same statements whatever its size and filters.',
    args: {
      operationId: t.arg.id({ required: false }),
      number: t.arg.string({ required: false, description: 'An order’s number: CPT-2026-000123.' }),
      standing: t.arg({ type: AttributedOrderStandingEnum, required: false }),
      from: t.arg.string({ required: false, description: 'First day placed, YYYY-MM-DD (UTC).' }),
      to: t.arg.string({ required: false, description: 'Last day placed, YYYY-MM-DD (UTC).' }),
    },
    resolve: async (_root, args, context) => {
      const insights = context.services.insights
      const id = context.ambassador.user.id
      const placed = placedPeriod(args.from, args.to, context.locale)
      const filter = {
        operationId: args.operationId ?? null,
        number: args.number?.trim() ? args.number.trim() : null,
        standing: args.standing ?? null,
        placed,
      }
      if (filter.operationId !== null && !isUuid(filter.operationId)) {
        return { ...emptyConnection, totalCount: 0 }
      }
      const [connection, totalCount] = await Promise.all([
        resolveOffsetConnection({ args }, ({ limit, offset }) =>
          insights.attributedOrders(id, filter, limit, offset),
        ),
        insights.countAttributedOrders(id, filter),
      ])
      return { ...connection, totalCount }
    },
  }),
}))
