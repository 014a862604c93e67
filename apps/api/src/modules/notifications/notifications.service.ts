import { eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorNotificationReads } from '../../db/schema'
import type { AmbassadorEvent } from '../ambassadors/ambassador-events'
import { recentEvents, recentEventsMaximum } from '../insights/recent-events'

/** What the portal's bell shows: the latest entries and how many the ambassador has not read. */
export interface Notifications {
  /** Newest first, one per order attributed, payout decided, goal reached or later commission step. */
  entries: AmbassadorEvent[]
  /** Entries newer than `readAt`, among the latest {@link recentEventsMaximum} events. */
  unreadCount: number
  /** Everything up to this instant is read; null when the ambassador never marked anything. */
  readAt: Date | null
}

/**
 * Whether an event makes an entry of its own: a new order's pending commission is told by the
 * order's entry, and clicks are no news.
 */
export function isNotification(event: AmbassadorEvent): boolean {
  if (event.type === 'LINK_CLICKED') return false
  return !(event.type === 'COMMISSION_STATUS_CHANGED' && event.commissionStatus === 'PENDING')
}

async function readMarker(db: Database, ambassadorId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: ambassadorNotificationReads.readAt })
    .from(ambassadorNotificationReads)
    .where(eq(ambassadorNotificationReads.ambassadorId, ambassadorId))
  return row?.readAt ?? null
}

/** The ambassador's latest notifications and their unread count, in five statements. */
export async function notificationsOf(
  db: Database,
  ambassadorId: string,
  first: number,
): Promise<Notifications> {
  const [events, readAt] = await Promise.all([
    recentEvents(db, ambassadorId, recentEventsMaximum),
    readMarker(db, ambassadorId),
  ])
  const entries = events.filter(isNotification)
  const unread = readAt
    ? entries.filter((event) => Date.parse(event.at) > readAt.getTime())
    : entries
  return {
    entries: entries.slice(0, Math.max(0, Math.min(first, recentEventsMaximum))),
    unreadCount: unread.length,
    readAt,
  }
}

/** Marks everything read up to `now` on every device (never moving the marker back). */
export async function markAllRead(db: Database, ambassadorId: string, now: Date): Promise<Date> {
  const [row] = await db
    .insert(ambassadorNotificationReads)
    .values({ ambassadorId, readAt: now })
    .onConflictDoUpdate({
      target: ambassadorNotificationReads.ambassadorId,
      set: { readAt: sql`greatest(${ambassadorNotificationReads.readAt}, excluded.read_at)` },
    })
    .returning({ readAt: ambassadorNotificationReads.readAt })
  return row?.readAt ?? now
}

export interface NotificationsDeps {
  db: Database
  now: () => Date
}

/** The portal's notifications: the entries of the bell and the read marker of each ambassador. */
export function createNotificationsService(deps: NotificationsDeps) {
  return {
    list: (ambassadorId: string, first: number) => notificationsOf(deps.db, ambassadorId, first),
    markAllRead: (ambassadorId: string) => markAllRead(deps.db, ambassadorId, deps.now()),
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
