import { and, gt, inArray, isNull, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { sessions } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import type { Viewer } from './sessions.service'

/** Tells the instances that a user's sessions (or ambassador status) changed: their sockets re-check. */
export interface SessionsChanged {
  userId: string
}

declare module '../../pubsub/topics' {
  interface Topics {
    /** One key for all: `all`. */
    sessionsChanged: SessionsChanged
  }
}

/** Closes a socket with a WebSocket close code. */
export type CloseSocket = (code: number, reason: string) => void

export interface SessionWatchDeps {
  db: Database
  pubsub: PubSub
  logger: Logger
  /** How often open sockets re-check their session even without a notice. */
  intervalMs?: number
  /**
   * Whether the user of a session is an approved ambassador, as an SQL condition on its user id
   * column: the ambassador programme's answer (it sits above accounts), wired in services.ts.
   */
  approvedAmbassador: (userId: AnyColumn) => SQL<boolean>
}

/**
 * Keeps open sockets of signed-in callers honest, in both scopes: a socket whose session is
 * revoked or expired closes with 4401; an ambassador's socket whose ambassador is no longer
 * approved, with 4403. Sessions are re-checked at once when any instance announces a change
 * (logout, password change or reset, suspension), and periodically for the rest (expiry).
 */
export function createSessionWatch(deps: SessionWatchDeps) {
  const sockets = new Map<string, Set<CloseSocket>>()
  const intervalMs = deps.intervalMs ?? 10_000
  let timer: NodeJS.Timeout | null = null
  let notices: AsyncIterableIterator<unknown> | null = null
  let checking: Promise<void> | null = null

  /** The close code of each watched session that may no longer stay open. */
  async function endedSessions(ids: string[]): Promise<Map<string, number>> {
    const live = await deps.db
      .select({
        id: sessions.id,
        scope: sessions.scope,
        approvedAmbassador: deps.approvedAmbassador(sessions.userId),
      })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
    // A live session stays open, unless it is an ambassador's who is no longer approved.
    const stayOpen = new Map(
      live.map((row) => [row.id, row.scope === 'public' || row.approvedAmbassador]),
    )
    const ended = new Map<string, number>()
    for (const id of ids) {
      const stays = stayOpen.get(id)
      if (stays === undefined) ended.set(id, 4401)
      else if (!stays) ended.set(id, 4403)
    }
    return ended
  }

  async function checkNow(): Promise<void> {
    const ids = [...sockets.keys()]
    if (ids.length === 0) return
    for (const [id, code] of await endedSessions(ids)) {
      const closers = sockets.get(id)
      sockets.delete(id)
      for (const close of closers ?? []) {
        close(code, code === 4403 ? 'Forbidden' : 'Unauthorized')
      }
    }
  }

  function check() {
    checking ??= checkNow()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'socket sessions could not be re-checked')
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  function listen() {
    if (notices) return
    const iterator = deps.pubsub.subscribe('sessionsChanged', 'all')
    notices = iterator
    void (async () => {
      for await (const _notice of iterator) await check()
    })().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'session notices stopped')
    })
  }

  return {
    /** Follows a socket's session until the returned function is called (on close). */
    watch(viewer: Pick<Viewer, 'sessionId'>, close: CloseSocket): () => void {
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
    /** Tells every instance that a user's sessions (or ambassador status) changed. */
    async announce(userId: string): Promise<void> {
      await deps.pubsub.publish('sessionsChanged', 'all', { userId })
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

export type SessionWatch = ReturnType<typeof createSessionWatch>
