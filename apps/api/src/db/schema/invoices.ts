import { sql } from 'drizzle-orm'
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { orders } from './commerce'

/**
 * One invoice per paid order, numbered `F-2026-000001`: one series per year, continuous, with no
 * gaps. A trigger on orders assigns it in the transaction that marks the order paid (migration
 * 0020), from {@link invoiceCounters}, whose row lock serialises concurrent payments.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_key').on(table.year, table.sequence),
    check('invoices_sequence_check', sql`${table.sequence} > 0`),
  ],
)

/** The last invoice number given in each year's series. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.year] }),
    check('invoice_counters_last_check', sql`${table.last} >= 0`),
  ],
)

/** `2026`, `1` → `F-2026-000001`. */
export function invoiceNumber(year: number, sequence: number): string {
  return `F-${String(year)}-${String(sequence).padStart(6, '0')}`
}

export type InvoiceRecord = typeof invoices.$inferSelect
