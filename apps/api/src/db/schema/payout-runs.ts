import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
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

import { ambassadorPayouts } from './ambassador-ledger'
import { ambassadors } from './ambassadors'

export const payoutRunStatus = pgEnum('payout_run_status', ['OPEN', 'PAID'])

/**
 * A batch of payout requests paid by one SEPA credit transfer file (pain.001.001.03). It is paid
 * once: the status moves OPEN → PAID by a conditional update, and the check ties `paid_at` to it.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference, also the file's message identification: `RUN-000012`. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    status: payoutRunStatus('status').notNull().default('OPEN'),
    /** The staff member who made it; null from the command line. */
    createdById: uuid('created_by_id'),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByLabel: text('paid_by_label'),
  },
  (table) => [
    check(
      'payout_runs_paid_check',
      sql`(${table.status} = 'PAID') = (${table.paidAt} IS NOT NULL)`,
    ),
  ],
)

/** The payouts of a run: a payout belongs to at most one run (unique `payout_id`). */
export const payoutRunItems = pgTable(
  'payout_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'cascade' }),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => ambassadorPayouts.id, { onDelete: 'cascade' }),
    /** The transfer's end-to-end identification in the file (32 hexadecimal characters). */
    endToEndId: text('end_to_end_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('payout_run_items_payout_key').on(table.payoutId),
    uniqueIndex('payout_run_items_end_to_end_key').on(table.endToEndId),
    index('payout_run_items_run_idx').on(table.runId, table.position),
  ],
)

/**
 * The history of an ambassador's commission rate: each change applies to the orders placed from
 * `effective_at` on. `own_rate` false means back to the programme's rate; `rate_bps` is the rate
 * in force after the change, `previous_rate_bps` the one before.
 */
export const ambassadorRateChanges = pgTable(
  'ambassador_rate_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.userId, { onDelete: 'cascade' }),
    ownRate: boolean('own_rate').notNull(),
    rateBps: integer('rate_bps').notNull(),
    previousRateBps: integer('previous_rate_bps').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    changedByLabel: text('changed_by_label').notNull(),
  },
  (table) => [
    index('ambassador_rate_changes_ambassador_idx').on(table.ambassadorId, table.effectiveAt),
    check(
      'ambassador_rate_changes_rate_check',
      sql`${table.rateBps} BETWEEN 0 AND 10000 AND ${table.previousRateBps} BETWEEN 0 AND 10000`,
    ),
  ],
)
