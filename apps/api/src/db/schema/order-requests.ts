import { sql } from 'drizzle-orm'
import { check, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { orders } from './commerce'

export const orderRequestKind = pgEnum('order_request_kind', ['CANCEL', 'RETURN'])

/**
 * A shopper asking, from the order page, to cancel an order not yet shipped or to return a
 * delivered one within the return window. One request of each kind per order; the staff answer
 * with the order's own actions (cancel, refund), which the request then shows as handled.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderRequestKind('kind').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_requests_order_kind_key').on(table.orderId, table.kind),
    check('order_requests_reason_check', sql`length(${table.reason}) between 1 and 1000`),
  ],
)
