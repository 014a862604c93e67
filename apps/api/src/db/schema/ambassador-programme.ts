import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { users } from './accounts'
import { ambassadors } from './ambassadors'

/**
 * An ambassador's time-boxed campaign. Its state (DRAFT, SCHEDULED, LIVE, ENDED) is derived from
 * `publishedAt`, `closedAt` and the dates, never stored.
 */
export const ambassadorOperations = pgTable(
  'ambassador_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Upper case, unique among operations and distinct from every ambassador code. */
    code: text('code').notNull().unique(),
    /** Customer discount in basis points of the merchandise (3000 = 30 %). */
    customerDiscountBps: integer('customer_discount_bps').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Sales goal in cents, VAT included. */
    salesGoalCents: integer('sales_goal_cents').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set once, when the operation's sales first reach the goal. */
    goalReachedAt: timestamp('goal_reached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ambassador_operations_ambassador_idx').on(table.ambassadorId, table.startsAt),
    check(
      'ambassador_operations_discount_check',
      sql`${table.customerDiscountBps} >= 0 AND ${table.customerDiscountBps} <= 3000`,
    ),
    check('ambassador_operations_dates_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('ambassador_operations_goal_check', sql`${table.salesGoalCents} >= 0`),
  ],
)

/** A click on a referral link. The visitor is a salted hash that changes every day; no address is kept. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').references(() => ambassadorOperations.id, {
      onDelete: 'set null',
    }),
    visitorHash: text('visitor_hash').notNull(),
    landingPath: text('landing_path').notNull(),
    /** The signed-in customer who clicked, when there was one. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_visits_ambassador_idx').on(table.ambassadorId, table.createdAt),
    index('referral_visits_visitor_idx').on(table.visitorHash, table.createdAt),
    index('referral_visits_customer_idx').on(table.customerId, table.createdAt),
  ],
)

/** One random salt per day for visitor hashes, shared by every API instance. */
export const referralSalts = pgTable('referral_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
})
