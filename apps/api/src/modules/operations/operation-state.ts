import { and, asc, desc, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'

import { ambassadorOperations } from '../../db/schema'

export type OperationRecord = typeof ambassadorOperations.$inferSelect

export const operationStates = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const

export type OperationState = (typeof operationStates)[number]

/**
 * Live at `now` (the SQL form of `operationState(…) === 'LIVE'`): published, started, not
 * ended, and not closed yet (an early close takes effect at its instant). `now` is an instant or
 * an SQL timestamptz expression (a prepared statement's parameter).
 */
export function liveOperationCondition(now: Date | SQL) {
  return and(
    isNotNull(ambassadorOperations.publishedAt),
    lte(ambassadorOperations.startsAt, now),
    gt(ambassadorOperations.endsAt, now),
    or(isNull(ambassadorOperations.closedAt), gt(ambassadorOperations.closedAt, now)),
  )
}

/**
 * The state of an operation at an instant: DRAFT until published; once published, SCHEDULED
 * before its start, LIVE between start and end, ENDED after its end or once closed early.
 */
export function operationState(
  operation: Pick<OperationRecord, 'publishedAt' | 'closedAt' | 'startsAt' | 'endsAt'>,
  now: Date,
): OperationState {
  if (!operation.publishedAt) return 'DRAFT'
  const time = now.getTime()
  if (operation.closedAt && operation.closedAt.getTime() <= time) return 'ENDED'
  if (operation.endsAt.getTime() <= time) return 'ENDED'
  if (operation.startsAt.getTime() > time) return 'SCHEDULED'
  return 'LIVE'
}

/** When the operation stopped or stops taking orders: its end, or its early close. */
export function operationEnd(operation: Pick<OperationRecord, 'closedAt' | 'endsAt'>): Date {
  return operation.closedAt && operation.closedAt < operation.endsAt
    ? operation.closedAt
    : operation.endsAt
}

/**
 * The order of an ambassador's operations list at `now`: LIVE first (the one ending soonest
 * first), then those to come, SCHEDULED or DRAFT (the soonest start first), then ENDED (the most
 * recently ended first); the id breaks ties so that pages never overlap.
 */
export function operationsListOrder(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`
  const o = ambassadorOperations
  const end = sql`least(coalesce(${o.closedAt}, ${o.endsAt}), ${o.endsAt})`
  const rank = sql`(CASE WHEN ${o.publishedAt} IS NULL THEN 1
    WHEN ${end} <= ${at} THEN 2
    WHEN ${o.startsAt} <= ${at} THEN 0
    ELSE 1 END)`
  return [
    asc(rank),
    asc(sql`CASE WHEN ${rank} = 0 THEN ${o.endsAt} END`),
    asc(sql`CASE WHEN ${rank} = 1 THEN ${o.startsAt} END`),
    desc(sql`CASE WHEN ${rank} = 2 THEN ${end} END`),
    desc(o.id),
  ]
}
