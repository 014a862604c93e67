import type { Locale } from '@comptoir/i18n/locales'
import {
  commissionRateSchema,
  ratePercentToBps,
} from '@comptoir/validation/schemas/programme-decisions'
import { validateInput } from '@comptoir/validation/validate'
import { asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorRateChanges, ambassadors } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import { findAmbassadorByKey } from './ambassador-lookup'
import { programmeRefusal } from './programme-refusals'
import { programmeCommissionRateBps } from './programme-terms'

export type RateChange = typeof ambassadorRateChanges.$inferSelect

/**
 * The rate an ambassador earned on an order placed at `placedAt`, as SQL: the last change made
 * before it, else the rate before the first change, else the current rate (never changed).
 */
export function rateAtPlacement(
  ambassadorId: AnyColumn | SQL,
  placedAt: AnyColumn | SQL,
): SQL<number> {
  const changes = ambassadorRateChanges
  return sql<number>`coalesce(
    (SELECT ${changes.rateBps} FROM ${changes} WHERE ${changes.ambassadorId} = ${ambassadorId}
      AND ${changes.effectiveAt} <= ${placedAt} ORDER BY ${changes.effectiveAt} DESC LIMIT 1),
    (SELECT ${changes.previousRateBps} FROM ${changes} WHERE ${changes.ambassadorId} = ${ambassadorId}
      ORDER BY ${changes.effectiveAt} ASC LIMIT 1),
    (SELECT ${ambassadors.commissionRateBps} FROM ${ambassadors}
      WHERE ${ambassadors.userId} = ${ambassadorId}))::int`
}

/**
 * An ambassador's own commission rate, or back to the programme's (`ratePercent` null). It applies
 * to the orders placed from now on: commissions already in the ledger keep their rate, and
 * orders placed before keep theirs when they are paid later.
 */
export async function setCommissionRate(
  db: Database,
  key: string,
  ratePercent: string | null,
  actor: Actor,
  locale: Locale,
): Promise<Outcome<{ rateBps: number; ownRate: boolean }>> {
  let rateBps = programmeCommissionRateBps
  if (ratePercent !== null) {
    const checked = validateInput(commissionRateSchema, { ratePercent }, locale)
    if (!checked.ok) return failure([...checked.errors])
    rateBps = ratePercentToBps(checked.value.ratePercent)
  }
  const found = await findAmbassadorByKey(db, key)
  if (!found) return failure([programmeRefusal('ambassador_not_found', locale)])
  const ownRate = ratePercent !== null
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rateBps: ambassadors.commissionRateBps })
      .from(ambassadors)
      .where(eq(ambassadors.userId, found.ambassador.userId))
      .for('update')
    const previousRateBps = before?.rateBps ?? programmeCommissionRateBps
    const now = new Date()
    await tx
      .update(ambassadors)
      .set({ commissionRateBps: rateBps, updatedAt: now })
      .where(eq(ambassadors.userId, found.ambassador.userId))
    await tx.insert(ambassadorRateChanges).values({
      ambassadorId: found.ambassador.userId,
      ownRate,
      rateBps,
      previousRateBps,
      effectiveAt: now,
      changedByLabel: actor.label,
    })
    await recordAudit(tx, actor, {
      action: ownRate ? 'ambassador.rate_set' : 'ambassador.rate_reset',
      recordType: 'ambassador',
      recordId: found.ambassador.userId,
      before: { rateBps: previousRateBps },
      after: { rateBps, ownRate },
    })
  })
  return success({ rateBps, ownRate })
}

/** The rate changes of some ambassadors, latest first, in one statement. */
export async function rateHistories(
  db: Database,
  ambassadorIds: readonly string[],
): Promise<Map<string, RateChange[]>> {
  const histories = new Map<string, RateChange[]>(ambassadorIds.map((id) => [id, []]))
  if (ambassadorIds.length === 0) return histories
  const rows = await db
    .select()
    .from(ambassadorRateChanges)
    .where(inArray(ambassadorRateChanges.ambassadorId, [...ambassadorIds]))
    .orderBy(desc(ambassadorRateChanges.effectiveAt), asc(ambassadorRateChanges.id))
  for (const row of rows) histories.get(row.ambassadorId)?.push(row)
  return histories
}
