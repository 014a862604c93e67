import { builder, DateTime, euro, Money } from '../../graphql/ambassador/builder'
import { gapsOf } from '../../pubsub/pubsub'
import { map, pipe, Repeater } from 'graphql-yoga'

import {
  ambassadorEvent,
  ambassadorEventTypes,
  type AmbassadorEvent,
} from '../ambassadors/ambassador-events'
import { CommissionStatusEnum } from '../commissions/commissions.schema'
import { PayoutStatusEnum } from '../payouts/payouts.schema'
import { recentEventsMaximum } from './recent-events'

const AmbassadorEventTypeEnum = builder.enumType('AmbassadorEventType', {
  values: ambassadorEventTypes,
})

export const AmbassadorEventRef = builder.objectRef<AmbassadorEvent>('AmbassadorEvent').implement({
  description:
    'Something that happened to the signed-in ambassador’s business. Fields that do not apply are null.',
  fields: (t) => ({
    type: t.field({ type: AmbassadorEventTypeEnum, resolve: (event) => event.type }),
    at: t.field({ type: DateTime, resolve: (event) => new Date(event.at) }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    commissionId: t.exposeID('commissionId', { nullable: true }),
    commissionStatus: t.field({
      type: CommissionStatusEnum,
      nullable: true,
      resolve: (event) =>
        (['PENDING', 'APPROVED', 'PAID', 'REVERSED'] as const).find(
          (s) => s === event.commissionStatus,
        ) ?? null,
    }),
    amount: t.field({
      type: Money,
      nullable: true,
      description:
        'ORDER_ATTRIBUTED: the commission the order earns, the amount of its ledger line (for an order not paid yet, such as a bank transfer, the line it will get at the ambassador’s current rate; null for an order cancelled unpaid). COMMISSION_STATUS_CHANGED: the commission. PAYOUT_STATUS_CHANGED: the payout. OPERATION_GOAL_REACHED: the goal reached.',
      resolve: (event) => (event.amountCents === null ? null : euro(event.amountCents)),
    }),
    sales: t.field({
      type: Money,
      nullable: true,
      description:
        'ORDER_ATTRIBUTED only: the order’s sales (merchandise after discount, VAT included). Null for other events.',
      resolve: (event) => (typeof event.salesCents === 'number' ? euro(event.salesCents) : null),
    }),
    operationId: t.exposeID('operationId', { nullable: true }),
    operationCode: t.exposeString('operationCode', { nullable: true }),
    payoutId: t.exposeID('payoutId', { nullable: true }),
    payoutStatus: t.field({
      type: PayoutStatusEnum,
      nullable: true,
      resolve: (event) =>
        (['REQUESTED', 'PAID', 'REJECTED'] as const).find((s) => s === event.payoutStatus) ?? null,
    }),
  }),
})

builder.subscriptionField('ambassadorEvents', (t) =>
  t.field({
    type: AmbassadorEventRef,
    description:
      'The signed-in ambassador’s own events, from any API instance: orders attributed, commissions moving, goals reached, payouts decided, and each new click on their links (LINK_CLICKED, with its operation if any; never in recentEvents).',
    subscribe: (_root, _args, context) => {
      const id = context.ambassador.user.id
      const clicks = pipe(
        context.services.referrals.clicks(id),
        map((click) =>
          ambassadorEvent('LINK_CLICKED', click.ambassadorId, new Date(click.at), {
            operationId: click.operationId,
          }),
        ),
      )
      return Repeater.merge([context.services.ambassadors.events(id), clicks])
    },
    resolve: (event) => event,
  }),
)

builder.subscriptionField('ambassadorEventsMissed', (t) =>
  t.field({
    type: DateTime,
    description:
      'Fires when live events may have been lost on their way to this API instance (its connection to the event bus dropped and is back, at the instant given): read again what ambassadorEvents would have updated, e.g. recentEvents.',
    subscribe: (_root, _args, context) => gapsOf(context.services.pubsub),
    resolve: (gap) => new Date(gap.at),
  }),
)

builder.queryField('recentEvents', (t) =>
  t.field({
    type: [AmbassadorEventRef],
    description: `The signed-in ambassador’s latest events, newest first, rebuilt from what is stored (orders attributed, commission status changes, payouts, goals reached): at most ${String(recentEventsMaximum)}.`,
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, context) =>
      context.services.insights.recentEvents(context.ambassador.user.id, args.first ?? 20),
  }),
)
