import type { Locale } from '@comptoir/i18n/locales'
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { isUuid } from '../../db/ids'
import { ambassadorPayouts, ambassadors, payoutRunItems, payoutRuns, users } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import { programmeRefusal } from '../ambassadors/programme-refusals'
import { payoutNumber } from './payout-statement'
import { sepaCreditTransferXml, type SepaBatch } from './sepa-credit-transfer'

export type PayoutRunRecord = typeof payoutRuns.$inferSelect

/** The most payouts one run takes (a bank file of a sensible size). */
export const maxPayoutsPerRun = 500

/** `12` → `RUN-000012`: the run's reference, and its file's message identification. */
export const runReference = (run: { number: number }) =>
  `RUN-${String(run.number).padStart(6, '0')}`

/** A payout with whom it pays: what the lists of the back office and the file show. */
const payoutColumns = {
  payout: ambassadorPayouts,
  code: ambassadors.code,
  displayName: ambassadors.displayName,
  name: users.name,
  email: users.email,
  rank: sql<number>`(SELECT count(*) FROM ${ambassadorPayouts} earlier
      WHERE earlier.ambassador_id = ${ambassadorPayouts.ambassadorId}
        AND earlier.requested_at <= ${ambassadorPayouts.requestedAt})::int`,
}

/** Payout requests waiting and in no run yet, oldest first: one statement. */
export function waitingPayouts(db: Database) {
  return db
    .select(payoutColumns)
    .from(ambassadorPayouts)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorPayouts.ambassadorId))
    .innerJoin(users, eq(users.id, ambassadorPayouts.ambassadorId))
    .leftJoin(payoutRunItems, eq(payoutRunItems.payoutId, ambassadorPayouts.id))
    .where(and(eq(ambassadorPayouts.status, 'REQUESTED'), isNull(payoutRunItems.runId)))
    .orderBy(asc(ambassadorPayouts.requestedAt))
}

export type RunPayout = Awaited<ReturnType<typeof waitingPayouts>>[number]

/** The runs, newest first, each with its count and total of payouts not rejected: one statement. */
export function listRuns(db: Database, limit = 50) {
  return db
    .select({
      run: payoutRuns,
      payoutCount: sql<number>`count(${ambassadorPayouts.id})::int`,
      amountCents: sql<number>`coalesce(sum(${ambassadorPayouts.amountCents}), 0)::int`,
    })
    .from(payoutRuns)
    .leftJoin(payoutRunItems, eq(payoutRunItems.runId, payoutRuns.id))
    .leftJoin(
      ambassadorPayouts,
      and(
        eq(ambassadorPayouts.id, payoutRunItems.payoutId),
        ne(ambassadorPayouts.status, 'REJECTED'),
      ),
    )
    .groupBy(payoutRuns.id)
    .orderBy(desc(payoutRuns.number))
    .limit(limit)
}

/** A run and its payouts in file order, or null: two statements. */
export async function runWithPayouts(db: Database, runId: string) {
  if (!isUuid(runId)) return null
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, runId))
  if (!run) return null
  const payouts = await db
    .select({ ...payoutColumns, endToEndId: payoutRunItems.endToEndId })
    .from(payoutRunItems)
    .innerJoin(ambassadorPayouts, eq(ambassadorPayouts.id, payoutRunItems.payoutId))
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorPayouts.ambassadorId))
    .innerJoin(users, eq(users.id, ambassadorPayouts.ambassadorId))
    .where(eq(payoutRunItems.runId, runId))
    .orderBy(asc(payoutRunItems.position))
  return { run, payouts }
}

/**
 * Puts a selection of waiting payout requests in a new run. Every one must still be REQUESTED,
 * in no other run and worth something: otherwise nothing is created. A payout is in at most one
 * run (unique key): two staff members racing for the same payouts get one run and one refusal.
 */
export async function createRun(
  db: Database,
  payoutIds: readonly string[],
  actor: Actor,
  locale: Locale,
): Promise<Outcome<PayoutRunRecord>> {
  const ids = [...new Set(payoutIds)]
  if (ids.length === 0) return failure([programmeRefusal('payouts_none', locale, 'payoutIds')])
  if (ids.length > maxPayoutsPerRun || !ids.every(isUuid)) {
    return failure([programmeRefusal('payouts_unavailable', locale, 'payoutIds')])
  }
  const unavailable = failure<PayoutRunRecord>([
    programmeRefusal('payouts_unavailable', locale, 'payoutIds'),
  ])
  try {
    return await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(payoutRuns)
        .values({ createdById: actor.staffId, createdByLabel: actor.label })
        .returning()
      if (!run) throw new Error('The payout run was not created')
      const items = await tx
        .insert(payoutRunItems)
        .select(
          tx
            .select({
              runId: sql<string>`${run.id}::uuid`.as('run_id'),
              payoutId: ambassadorPayouts.id,
              endToEndId: sql<string>`replace(${ambassadorPayouts.id}::text, '-', '')`.as('e2e'),
              position:
                sql<number>`(row_number() OVER (ORDER BY ${ambassadorPayouts.requestedAt}, ${ambassadorPayouts.id}))::int`.as(
                  'position',
                ),
            })
            .from(ambassadorPayouts)
            .where(
              and(
                inArray(ambassadorPayouts.id, ids),
                eq(ambassadorPayouts.status, 'REQUESTED'),
                sql`${ambassadorPayouts.amountCents} > 0`,
              ),
            ),
        )
        .returning({ payoutId: payoutRunItems.payoutId })
      if (items.length !== ids.length) {
        tx.rollback()
      }
      await recordAudit(tx, actor, {
        action: 'payout_run.created',
        recordType: 'payout_run',
        recordId: run.id,
        before: null,
        after: { reference: runReference(run), payoutIds: ids },
      })
      return success(run)
    })
  } catch (error) {
    if (isUniqueViolation(error) || isRollback(error)) return unavailable
    throw error
  }
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError

/** The shop's account, debited by the run's transfers. */
export interface DebtorAccount {
  holder: string
  iban: string
  bic: string
}

/** `2026-11-28` in Paris: the day the bank is asked to execute the transfers. */
export const parisDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at)

/** The run's SEPA credit transfer file: its payouts not rejected. Null without a run or a payout. */
export async function runFile(db: Database, runId: string, debtor: DebtorAccount) {
  const found = await runWithPayouts(db, runId)
  if (!found) return null
  const payable = found.payouts.filter((row) => row.payout.status !== 'REJECTED')
  if (payable.length === 0) return null
  const batch: SepaBatch = {
    messageId: `COMPTOIR-${runReference(found.run)}`,
    createdAt: found.run.createdAt,
    executionDate: parisDate(found.run.createdAt),
    debtor: { name: debtor.holder, iban: debtor.iban, bic: debtor.bic },
    transfers: payable.map((row) => ({
      endToEndId: row.endToEndId,
      amountCents: row.payout.amountCents,
      creditor: { name: row.name, iban: row.payout.iban },
      remittance: `Commissions ${payoutNumber(row.code, row.rank)}`,
    })),
  }
  return {
    filename: `${runReference(found.run).toLowerCase()}-pain.001.001.03.xml`,
    xml: sepaCreditTransferXml(batch),
  }
}

/** How many runs there are (the back office's list shows the latest). */
export async function countRuns(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(payoutRuns)
  return row?.value ?? 0
}
