import type { Locale } from '@comptoir/i18n/locales'
import { decisionReasonSchema } from '@comptoir/validation/schemas/programme-decisions'
import { validateInput } from '@comptoir/validation/validate'
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import {
  ambassadorCommissions,
  ambassadorPayouts,
  ambassadors,
  orders,
  payoutRunItems,
} from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { EventPublisher } from '../ambassadors/ambassador-events'
import { programmeRefusal } from '../ambassadors/programme-refusals'
import { commissionStatusEvent } from './commission-events'
import type { CommissionRecord, CommissionStatus } from './commission-lines'

export interface CommissionFilters {
  /** One line only. */
  id?: string | null
  status?: CommissionStatus | null
  ambassadorId?: string | null
  /** Created from this instant on. */
  since?: Date | null
  /** Created before this instant. */
  until?: Date | null
  page: number
  pageSize: number
}

/** A ledger line as the staff see it: with its order and its ambassador. */
export interface StaffCommission extends CommissionRecord {
  orderNumber: string
  orderPlacedAt: Date
  ambassadorCode: string
  ambassadorName: string
}

function conditions(filters: CommissionFilters): SQL | undefined {
  return and(
    filters.id
      ? isUuid(filters.id)
        ? eq(ambassadorCommissions.id, filters.id)
        : sql`false`
      : undefined,
    filters.status ? eq(ambassadorCommissions.status, filters.status) : undefined,
    filters.ambassadorId && isUuid(filters.ambassadorId)
      ? eq(ambassadorCommissions.ambassadorId, filters.ambassadorId)
      : undefined,
    filters.ambassadorId && !isUuid(filters.ambassadorId) ? sql`false` : undefined,
    filters.since ? gte(ambassadorCommissions.createdAt, filters.since) : undefined,
    filters.until ? lt(ambassadorCommissions.createdAt, filters.until) : undefined,
  )
}

/** One page of the ledger, newest first, with the count and sum of every matching line: two statements. */
export async function searchCommissions(db: Database, filters: CommissionFilters) {
  const where = conditions(filters)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        line: ambassadorCommissions,
        orderNumber: orders.number,
        orderPlacedAt: orders.createdAt,
        ambassadorCode: ambassadors.code,
        ambassadorName: ambassadors.displayName,
      })
      .from(ambassadorCommissions)
      .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
      .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorCommissions.ambassadorId))
      .where(where)
      .orderBy(desc(ambassadorCommissions.createdAt), desc(ambassadorCommissions.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({
        total: count(),
        amountCents: sql<number>`coalesce(sum(${ambassadorCommissions.amountCents}), 0)::int`,
      })
      .from(ambassadorCommissions)
      .where(where),
  ])
  const commissions: StaffCommission[] = rows.map(({ line, ...rest }) => ({ ...line, ...rest }))
  return {
    commissions,
    total: totals?.total ?? 0,
    amountCents: totals?.amountCents ?? 0,
    page: filters.page,
    pageSize: filters.pageSize,
  }
}

/**
 * Reverses a commission that is not paid, with a reason: it leaves the balance (and the open
 * payout request that held it, whose amount drops by as much). A paid commission is locked; one
 * whose payout is already in a payout run waits for that payout's rejection, so that a file sent
 * to the bank never disagrees with the ledger.
 */
export async function reverseCommission(
  db: Database,
  publish: EventPublisher,
  id: string,
  reason: string,
  actor: Actor,
  locale: Locale,
): Promise<Outcome<CommissionRecord>> {
  const checked = validateInput(decisionReasonSchema, { reason }, locale)
  if (!checked.ok) return failure([...checked.errors])
  if (!isUuid(id)) return failure([programmeRefusal('commission_not_found', locale)])
  const now = new Date()
  interface Reversal {
    line: CommissionRecord
    orderNumber: string
  }
  const result = await db.transaction(async (tx): Promise<Outcome<Reversal>> => {
    const [line] = await tx
      .select({ line: ambassadorCommissions, orderNumber: orders.number })
      .from(ambassadorCommissions)
      .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
      .where(eq(ambassadorCommissions.id, id))
      .for('update', { of: ambassadorCommissions })
    if (!line)
      return failure<{ line: CommissionRecord; orderNumber: string }>([
        programmeRefusal('commission_not_found', locale),
      ])
    if (line.line.status === 'PAID') return failure([programmeRefusal('commission_paid', locale)])
    if (line.line.status === 'REVERSED') {
      return failure([programmeRefusal('commission_reversed', locale)])
    }
    if (line.line.payoutId) {
      const [inRun] = await tx
        .select({ id: payoutRunItems.payoutId })
        .from(payoutRunItems)
        .where(eq(payoutRunItems.payoutId, line.line.payoutId))
      if (inRun) return failure([programmeRefusal('commission_in_run', locale)])
      await tx
        .update(ambassadorPayouts)
        .set({ amountCents: sql`${ambassadorPayouts.amountCents} - ${line.line.amountCents}` })
        .where(
          and(
            eq(ambassadorPayouts.id, line.line.payoutId),
            eq(ambassadorPayouts.status, 'REQUESTED'),
          ),
        )
    }
    const [reversed] = await tx
      .update(ambassadorCommissions)
      .set({
        status: 'REVERSED',
        reversedAt: now,
        reversalReason: checked.value.reason.trim(),
        payoutId: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(ambassadorCommissions.id, id),
          inArray(ambassadorCommissions.status, ['PENDING', 'APPROVED']),
        ),
      )
      .returning()
    if (!reversed) throw new Error('The commission changed under its lock')
    await recordAudit(tx, actor, {
      action: 'commission.reversed',
      recordType: 'commission',
      recordId: id,
      before: { status: line.line.status, amountCents: line.line.amountCents },
      after: { status: 'REVERSED', reason: reversed.reversalReason },
    })
    return success({ line: reversed, orderNumber: line.orderNumber })
  })
  if (!result.ok) return result
  await publish([commissionStatusEvent(result.value.line, result.value.orderNumber, now)])
  return success(result.value.line)
}
