import { sql } from 'drizzle-orm'
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { orders } from './commerce'

export const orderRequestKind = pgEnum('order_request_kind', ['CANCELLATION', 'RETURN'])
export const orderRequestStatus = pgEnum('order_request_status', ['PENDING', 'ACCEPTED', 'REFUSED'])

/** A line a shopper asks to send back, with their reason. */
export interface ReturnedLine {
  orderLineId: string
  quantity: number
  reason: string
}

/** A shopper's request to cancel an order before it ships, or to return delivered items. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderRequestKind('kind').notNull(),
    status: orderRequestStatus('status').notNull().default('PENDING'),
    /** The shopper's words (a cancellation's reason; optional). */
    reason: text('reason'),
    /** A return's lines; empty for a cancellation. */
    lines: jsonb('lines').$type<ReturnedLine[]>().notNull().default([]),
    /** Language of the shopper's e-mails about it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('order_requests_order_id_idx').on(table.orderId, table.createdAt),
    // One open request of a kind per order: a retried request finds it instead of doubling it.
    uniqueIndex('order_requests_one_pending_key')
      .on(table.orderId, table.kind)
      .where(sql`status = 'PENDING'`),
  ],
)
