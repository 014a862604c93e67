import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { orderLines, orders } from './commerce'

export const orderRefundStatus = pgEnum('order_refund_status', ['PENDING', 'SUCCEEDED', 'FAILED'])

/**
 * Money given back on an order, in full or by line. A refund is written PENDING before the
 * payment provider is asked (so two staff cannot both refund what remains), then SUCCEEDED or
 * FAILED; the same key on the same order is the same refund.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The caller's key: a repeated request with it finds this refund instead of a new one. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: orderRefundStatus('status').notNull().default('PENDING'),
    amountCents: integer('amount_cents').notNull(),
    /** Whether the refunded units went back in stock. */
    restock: boolean('restock').notNull(),
    reason: text('reason'),
    /** The staff member who refunded; null for the command line. */
    staffId: uuid('staff_id'),
    /** Who refunded, as shown: the staff member's name, or `cli`. */
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_refunds_order_key').on(table.orderId, table.idempotencyKey),
    check('order_refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
)

/** The units of each order line a refund covers. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_refund_lines_pkey', columns: [table.refundId, table.orderLineId] }),
    index('order_refund_lines_line_idx').on(table.orderLineId),
    check('order_refund_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
)

/** The staff's internal notes on an order; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffId: uuid('staff_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
)
