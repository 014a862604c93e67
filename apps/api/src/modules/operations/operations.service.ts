import type { Locale } from '@comptoir/i18n/locales'
import { operationSchema, type OperationInput } from '@comptoir/validation/schemas/operation'
import { validateInput } from '@comptoir/validation/validate'
import { and, count, eq, inArray } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { ambassadorOperations } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import { ambassadorError } from '../ambassadors/ambassador-errors'
import { isAmbassadorCodeTaken } from '../ambassadors/ambassadors.service'
import { approvedAmbassadorCondition } from '../ambassadors/approved-ambassadors'
import { operationsListOrder, operationState, type OperationRecord } from './operation-state'
import { isUniqueViolation } from '../../db/errors'

export interface OperationDeps {
  db: Database
  now: () => Date
}

/** The input as typed, with the code upper-cased and trimmed before the rules run. */
function normalized(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const record = input as Record<string, unknown>
  return typeof record.code === 'string'
    ? { ...record, code: record.code.trim().toUpperCase() }
    : record
}

interface OperationValues {
  name: string
  code: string
  customerDiscountBps: number
  startsAt: Date
  endsAt: Date
  salesGoalCents: number
}

function toValues(input: OperationInput): OperationValues {
  return {
    name: input.name.trim(),
    code: input.code,
    customerDiscountBps: Math.round(input.customerDiscount * 100),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    salesGoalCents: input.salesGoal * 100,
  }
}

/** Runs a write that sets an operation's code; a code taken meanwhile is a field error, not a crash. */
async function withFreeCode(
  locale: Locale,
  write: () => Promise<Outcome<OperationRecord>>,
): Promise<Outcome<OperationRecord>> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) return failure([ambassadorError('code_taken', 'code', locale)])
    throw error
  }
}

/** Tells whether a code is used by an ambassador or an operation (codes share one namespace). */
export async function isCodeTaken(db: Database, code: string, exceptOperationId?: string) {
  if (await isAmbassadorCodeTaken(db, code)) return true
  const [operation] = await db
    .select({ id: ambassadorOperations.id })
    .from(ambassadorOperations)
    .where(eq(ambassadorOperations.code, code))
    .limit(1)
  return operation !== undefined && operation.id !== exceptOperationId
}

/** The operation a buyer chose, if it is live and its ambassador approved. */
export async function liveChosenOperation(
  tx: Database,
  operationId: string,
  now: Date,
): Promise<OperationRecord | null> {
  const [operation] = await tx
    .select()
    .from(ambassadorOperations)
    .where(
      and(
        eq(ambassadorOperations.id, operationId),
        approvedAmbassadorCondition(ambassadorOperations.ambassadorId),
      ),
    )
    .limit(1)
  return operation && operationState(operation, now) === 'LIVE' ? operation : null
}

/** An ambassador's operations: create, update, publish, close early, list. */
export function createOperationsService(deps: OperationDeps) {
  const { db } = deps

  async function find(ambassadorId: string, id: string): Promise<OperationRecord | null> {
    if (!isUuid(id)) return null
    const [row] = await db
      .select()
      .from(ambassadorOperations)
      .where(
        and(eq(ambassadorOperations.id, id), eq(ambassadorOperations.ambassadorId, ambassadorId)),
      )
      .limit(1)
    return row ?? null
  }

  /**
   * Several of the ambassador's operations in one statement, in the order of `ids`; null for an
   * id that is not theirs.
   */
  async function findMany(ambassadorId: string, ids: readonly string[]) {
    if (ids.length === 0) return []
    const rows = await db
      .select()
      .from(ambassadorOperations)
      .where(
        and(
          inArray(ambassadorOperations.id, [...ids]),
          eq(ambassadorOperations.ambassadorId, ambassadorId),
        ),
      )
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.map((id) => byId.get(id) ?? null)
  }

  async function check(
    input: unknown,
    locale: Locale,
    now: Date,
    existing: OperationRecord | null,
  ): Promise<Outcome<OperationValues>> {
    const checked = validateInput(operationSchema, normalized(input), locale)
    if (!checked.ok) return failure([...checked.errors])
    const values = toValues(checked.value)
    const errors: FieldError[] = []
    if (existing && operationState(existing, now) === 'LIVE') {
      if (values.code !== existing.code) {
        errors.push(ambassadorError('operation_live_locked', 'code', locale))
      }
      if (values.customerDiscountBps !== existing.customerDiscountBps) {
        errors.push(ambassadorError('operation_live_locked', 'customerDiscount', locale))
      }
      if (values.startsAt.getTime() !== existing.startsAt.getTime()) {
        errors.push(ambassadorError('operation_live_locked', 'startsAt', locale))
      }
    }
    if (values.endsAt <= now) errors.push(ambassadorError('ends_in_past', 'endsAt', locale))
    if (values.code !== existing?.code && (await isCodeTaken(db, values.code, existing?.id))) {
      errors.push(ambassadorError('code_taken', 'code', locale))
    }
    return errors.length > 0 ? failure(errors) : success(values)
  }

  async function create(
    ambassadorId: string,
    input: unknown,
    locale: Locale,
  ): Promise<Outcome<OperationRecord>> {
    const now = deps.now()
    const checked = await check(input, locale, now, null)
    if (!checked.ok) return checked
    return withFreeCode(locale, async () => {
      const [row] = await db
        .insert(ambassadorOperations)
        .values({ ...checked.value, ambassadorId, createdAt: now, updatedAt: now })
        .returning()
      if (!row) throw new Error('The operation was not created')
      return success(row)
    })
  }

  async function update(
    ambassadorId: string,
    id: string,
    input: unknown,
    locale: Locale,
  ): Promise<Outcome<OperationRecord>> {
    const now = deps.now()
    const existing = await find(ambassadorId, id)
    if (!existing) return failure([ambassadorError('operation_not_found', 'id', locale)])
    if (operationState(existing, now) === 'ENDED') {
      return failure([ambassadorError('operation_ended', null, locale)])
    }
    const checked = await check(input, locale, now, existing)
    if (!checked.ok) return checked
    return withFreeCode(locale, async () => {
      const [row] = await db
        .update(ambassadorOperations)
        .set({ ...checked.value, updatedAt: now })
        .where(eq(ambassadorOperations.id, existing.id))
        .returning()
      if (!row) return failure([ambassadorError('operation_not_found', 'id', locale)])
      return success(row)
    })
  }

  async function publish(
    ambassadorId: string,
    id: string,
    locale: Locale,
  ): Promise<Outcome<OperationRecord>> {
    const now = deps.now()
    const existing = await find(ambassadorId, id)
    if (!existing) return failure([ambassadorError('operation_not_found', 'id', locale)])
    if (existing.publishedAt) {
      return failure([ambassadorError('operation_already_published', null, locale)])
    }
    if (existing.endsAt <= now) return failure([ambassadorError('ends_in_past', 'endsAt', locale)])
    const [row] = await db
      .update(ambassadorOperations)
      .set({ publishedAt: now, updatedAt: now })
      .where(eq(ambassadorOperations.id, existing.id))
      .returning()
    return row ? success(row) : failure([ambassadorError('operation_not_found', 'id', locale)])
  }

  async function close(
    ambassadorId: string,
    id: string,
    locale: Locale,
  ): Promise<Outcome<OperationRecord>> {
    const now = deps.now()
    const existing = await find(ambassadorId, id)
    if (!existing) return failure([ambassadorError('operation_not_found', 'id', locale)])
    const state = operationState(existing, now)
    if (state === 'DRAFT')
      return failure([ambassadorError('operation_not_published', null, locale)])
    if (state === 'ENDED') return failure([ambassadorError('operation_ended', null, locale)])
    const [row] = await db
      .update(ambassadorOperations)
      .set({ closedAt: now, updatedAt: now })
      .where(eq(ambassadorOperations.id, existing.id))
      .returning()
    return row ? success(row) : failure([ambassadorError('operation_not_found', 'id', locale)])
  }

  async function list(ambassadorId: string, limit: number, offset: number) {
    return db
      .select()
      .from(ambassadorOperations)
      .where(eq(ambassadorOperations.ambassadorId, ambassadorId))
      .orderBy(...operationsListOrder(deps.now()))
      .limit(limit)
      .offset(offset)
  }

  async function total(ambassadorId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(ambassadorOperations)
      .where(eq(ambassadorOperations.ambassadorId, ambassadorId))
    return row?.value ?? 0
  }

  return { find, findMany, create, update, publish, close, list, total, now: deps.now }
}

export type OperationsService = ReturnType<typeof createOperationsService>
