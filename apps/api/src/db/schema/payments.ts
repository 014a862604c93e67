import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { orders } from './commerce'

/**
 * The events of a payment provider's webhook (Stripe) already processed: a provider delivers at
 * least once, so an event found here is answered without being acted on again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    /** The provider's id of the event, e.g. `evt_…`. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What processing it did, e.g. `paid`, `ignored:no_order`. */
    outcome: text('outcome').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'payment_events_pkey', columns: [table.provider, table.eventId] }),
  ],
)
