import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { auditLog } from '../../db/schema'

/** Who makes a change: a staff member from the back office, or the command line. */
export interface Actor {
  /** The staff member; null for the command line. */
  staffId: string | null
  /** As the log shows it: the staff member's e-mail address, or `cli`. */
  label: string
  requestId: string | null
}

export type AuditRecord = Record<string, unknown> | null

/** One change: what was done, to which record, from what to what. */
export interface AuditChange {
  action: string
  recordType: string
  recordId: string
  before: AuditRecord
  after: AuditRecord
}

export type AuditEntry = typeof auditLog.$inferSelect

/** The actor of the command line. */
export const commandLineActor: Actor = { staffId: null, label: 'cli', requestId: null }

/** Writes one row of the audit log, in the caller's transaction. */
export async function recordAudit(db: Database, actor: Actor, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.staffId,
    actorLabel: actor.label,
    requestId: actor.requestId,
    ...change,
  })
}

export interface AuditFilters {
  actorId?: string | null
  recordType?: string | null
  /** From this instant on. */
  since?: Date | null
  /** Before this instant. */
  until?: Date | null
  /** Entries older than this one (the page before). */
  beforeId?: number | null
  limit: number
}

/** The newest entries matching the filters, newest first, one more than `limit` to tell if more follow. */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const conditions: (SQL | undefined)[] = [
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.recordType ? eq(auditLog.recordType, filters.recordType) : undefined,
    filters.since ? gte(auditLog.at, filters.since) : undefined,
    filters.until ? lt(auditLog.at, filters.until) : undefined,
    filters.beforeId ? lt(auditLog.id, filters.beforeId) : undefined,
  ]
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit + 1)
  return { entries: rows.slice(0, filters.limit), hasMore: rows.length > filters.limit }
}

/** The record types the log holds, sorted. */
export async function listAuditRecordTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ recordType: auditLog.recordType })
    .from(auditLog)
    .orderBy(auditLog.recordType)
  return rows.map((row) => row.recordType)
}
