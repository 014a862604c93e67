import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { ambassadorOperations, referralVisits } from './ambassador-programme'
import { ambassadors } from './ambassadors'
import { carts, orders } from './commerce'

export const attributionSource = pgEnum('attribution_source', [
  'CODE',
  'OPERATION_CHOICE',
  'REFERRAL',
])

/** Who an order is attributed to, decided once by placeOrder, and by which rule. */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').references(() => ambassadorOperations.id, {
      onDelete: 'set null',
    }),
    source: attributionSource('source').notNull(),
    referralVisitId: uuid('referral_visit_id').references(() => referralVisits.id, {
      onDelete: 'set null',
    }),
    /** Merchandise after discount, VAT included: what the order counts for in sales. */
    salesCents: integer('sales_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_attributions_ambassador_idx').on(table.ambassadorId, table.createdAt),
    index('order_attributions_operation_idx').on(table.operationId),
  ],
)

/** What a buyer told the checkout about the programme: an operation chosen, a referral kept. */
export const checkoutReferrals = pgTable('checkout_referrals', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  operationId: uuid('operation_id').references(() => ambassadorOperations.id, {
    onDelete: 'set null',
  }),
  referralVisitId: uuid('referral_visit_id').references(() => referralVisits.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const payoutStatus = pgEnum('payout_status', ['REQUESTED', 'PAID', 'REJECTED'])

export const ambassadorPayouts = pgTable(
  'ambassador_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: payoutStatus('status').notNull().default('REQUESTED'),
    /** The IBAN at the time of the request. */
    iban: text('iban').notNull(),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ambassador_payouts_one_open')
      .on(table.ambassadorId)
      .where(sql`status = 'REQUESTED'`),
    index('ambassador_payouts_ambassador_idx').on(table.ambassadorId, table.requestedAt),
  ],
)

export const commissionKind = pgEnum('commission_kind', ['SALE', 'CLAWBACK'])

export const commissionStatus = pgEnum('commission_status', [
  'PENDING',
  'APPROVED',
  'PAID',
  'REVERSED',
])

/**
 * The ledger: one SALE line per (order, ambassador), and a negative CLAWBACK line when an order
 * is refunded after its commission was paid.
 */
export const ambassadorCommissions = pgTable(
  'ambassador_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    operationId: uuid('operation_id').references(() => ambassadorOperations.id, {
      onDelete: 'set null',
    }),
    kind: commissionKind('kind').notNull().default('SALE'),
    status: commissionStatus('status').notNull(),
    /** The ambassador's rate when the order was paid, in basis points. */
    rateBps: integer('rate_bps').notNull(),
    /** Merchandise after discount, without VAT and shipping. */
    baseCents: integer('base_cents').notNull(),
    /** Negative for a clawback. */
    amountCents: integer('amount_cents').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** End of the hold period: the date a pending commission becomes available. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The order status that reversed it (CANCELLED or REFUNDED). */
    reversalReason: text('reversal_reason'),
    payoutId: uuid('payout_id').references(() => ambassadorPayouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ambassador_commissions_order_key').on(
      table.orderId,
      table.ambassadorId,
      table.kind,
    ),
    index('ambassador_commissions_ambassador_idx').on(table.ambassadorId, table.status),
    index('ambassador_commissions_due_idx')
      .on(table.availableAt)
      .where(sql`status = 'PENDING'`),
    check('ambassador_commissions_rate_check', sql`${table.rateBps} BETWEEN 0 AND 10000`),
  ],
)
