import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { ambassadors, sessions } from '../../db/schema'
import type { PubSub } from '../../pubsub/pubsub'
import type { Viewer } from './sessions.service'

/** Closes a socket with a WebSocket close code. */
export type CloseSocket = (code: number, reason: string) => void

export interface SessionWatchDeps {
  db: Database
  pubsub: PubSub
  logger: Logger
  /** How often open sockets re-check their session even without a notice. */
  intervalMs?: number
}

/**
 * Keeps open ambassador sockets honest: a socket whose session is revoked or expired closes with
 * 4401, one whose ambassador is no longer approved with 4403. Sessions are re-checked at once when
 * any instance announces a change (logout, suspension), and periodically for the rest (password
 * reset, expiry).
 */
export function createSessionWatch(deps: SessionWatchDeps) {
  const sockets = new Map<string, Set<CloseSocket>>()
  const intervalMs = deps.intervalMs ?? 10_000
  let timer: NodeJS.Timeout | null = null
  let notices: AsyncIterableIterator<unknown> | null = null
  let checking: Promise<void> | null = null

  async function checkNow(): Promise<void> {
    const ids = [...sockets.keys()]
    if (ids.length === 0) return
    const live = await deps.db
      .select({ id: sessions.id, status: ambassadors.status })
      .from(sessions)
      .innerJoin(ambassadors, eq(ambassadors.userId, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids),
          eq(sessions.scope, 'ambassador'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
    const status = new Map(live.map((row) => [row.id, row.status]))
    for (const id of ids) {
      const found = status.get(id)
      if (found === 'APPROVED') continue
      const closers = sockets.get(id)
      sockets.delete(id)
      for (const close of closers ?? []) {
        if (found === undefined) close(4401, 'Unauthorized')
        else close(4403, 'Forbidden')
      }
    }
  }

  function check() {
    checking ??= checkNow()
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'ambassador sessions could not be re-checked')
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  function listen() {
    if (notices) return
    const iterator = deps.pubsub.subscribe('ambassadorSessionsChanged', 'all')
    notices = iterator
    void (async () => {
      for await (const _notice of iterator) await check()
    })().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'ambassador session notices stopped')
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
    /** Tells every instance that an ambassador's sessions or status changed. */
    async announce(userId: string): Promise<void> {
      await deps.pubsub.publish('ambassadorSessionsChanged', 'all', { userId })
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
