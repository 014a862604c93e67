import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { staffMembers, staffTokens } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'

/** Closes a socket with a WebSocket close code. */
export type CloseStaffSocket = (code: number, reason: string) => void

export interface StaffSessionWatchDeps {
  db: Database
  pubsub: PubSub
  logger: Logger
  /** How often open sockets re-check their session even without a notice (expiry). */
  intervalMs?: number
}

/**
 * Keeps the back office's open sockets honest: one whose staff session was ended (signed out,
 * revoked by the owner, the member removed) or expired closes with 4401. Sessions are re-checked
 * at once when any instance announces a change, and periodically for expiry.
 */
export function createStaffSessionWatch(deps: StaffSessionWatchDeps) {
  const sockets = new Map<string, Set<CloseStaffSocket>>()
  const intervalMs = deps.intervalMs ?? 10_000
  let timer: NodeJS.Timeout | null = null
  let notices: AsyncIterableIterator<unknown> | null = null
  let checking: Promise<void> | null = null

  async function liveSessions(ids: string[]): Promise<Set<string>> {
    const rows = await deps.db
      .select({ id: staffTokens.id })
      .from(staffTokens)
      .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
      .where(
        and(
          inArray(staffTokens.id, ids),
          eq(staffTokens.kind, 'session'),
          isNull(staffTokens.revokedAt),
          gt(staffTokens.expiresAt, new Date()),
          eq(staffMembers.status, 'active'),
        ),
      )
    return new Set(rows.map((row) => row.id))
  }

  async function checkNow(): Promise<void> {
    const ids = [...sockets.keys()]
    if (ids.length === 0) return
    const live = await liveSessions(ids)
    for (const id of ids) {
      if (live.has(id)) continue
      const closers = sockets.get(id)
      sockets.delete(id)
      for (const close of closers ?? []) close(4401, 'Unauthorized')
    }
  }

  function check(): Promise<void> {
    checking ??= checkNow()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'staff socket sessions could not be re-checked')
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  function listen() {
    if (notices) return
    const iterator = deps.pubsub.subscribe('staffSessionsChanged', 'all')
    notices = iterator
    void (async () => {
      // A notice arriving during a check waits for it, then checks again.
      for await (const _notice of iterator) {
        await checking
        await check()
      }
    })().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'staff session notices stopped')
    })
  }

  return {
    /** Follows a socket's staff session until the returned function is called (on close). */
    watch(viewer: { sessionId: string }, close: CloseStaffSocket): () => void {
      listen()
      timer ??= setInterval(() => void check(), intervalMs)
      timer.unref()
      let closers = sockets.get(viewer.sessionId)
      if (!closers) {
        closers = new Set()
        sockets.set(viewer.sessionId, closers)
      }
      closers.add(close)
      return () => {
        const set = sockets.get(viewer.sessionId)
        set?.delete(close)
        if (set?.size === 0) sockets.delete(viewer.sessionId)
      }
    },
    /** Tells every instance that a staff member's sessions ended. */
    async announce(staffId: string): Promise<void> {
      await deps.pubsub.publish('staffSessionsChanged', 'all', { staffId })
    },
    check,
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = null
      await notices?.return?.()
      notices = null
      sockets.clear()
    },
  }
}

export type StaffSessionWatch = ReturnType<typeof createStaffSessionWatch>
