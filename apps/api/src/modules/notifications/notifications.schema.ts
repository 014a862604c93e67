import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef } from '../../graphql/ambassador/builder'
import { AmbassadorEventRef } from '../insights/ambassador-events.schema'
import { recentEventsMaximum } from '../insights/recent-events'
import { isNotification, type Notifications } from './notifications.service'

builder.objectFields(AmbassadorEventRef, (t) => ({
  notifies: t.boolean({
    description:
      'Whether the event is an entry of the notifications (a live event then joins them): not a click, nor the pending commission of a new order (its order’s entry tells it).',
    resolve: isNotification,
  }),
}))

const NotificationsRef = builder.objectRef<Notifications>('Notifications').implement({
  description:
    'The signed-in ambassador’s notifications, the same on every device: the latest entries and how far they have read them.',
  fields: (t) => ({
    entries: t.field({
      type: [AmbassadorEventRef],
      description:
        'Newest first. One entry per order attributed (its pending commission is in it), payout step, goal reached and later commission step (approved, paid, reversed).',
      resolve: (notifications) => notifications.entries,
    }),
    unreadCount: t.exposeInt('unreadCount', {
      description: `Entries newer than readAt among the latest ${String(recentEventsMaximum)} events.`,
    }),
    readAt: t.expose('readAt', {
      type: DateTime,
      nullable: true,
      description:
        'Everything up to this instant is read; an entry whose `at` is later is unread. Null: nothing was ever marked read.',
    }),
  }),
})

const MarkReadPayloadRef = builder
  .objectRef<{ readAt: Date; errors: FieldError[] }>('MarkNotificationsReadPayload')
  .implement({
    fields: (t) => ({
      readAt: t.expose('readAt', { type: DateTime }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationsRef,
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, context) =>
      context.services.notifications.list(context.ambassador.user.id, args.first ?? 20),
  }),
)

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: MarkReadPayloadRef,
    description: 'Marks every notification read up to now, on every device of the ambassador.',
    resolve: async (_root, _args, context) => ({
      readAt: await context.services.notifications.markAllRead(context.ambassador.user.id),
      errors: [],
    }),
  }),
)
