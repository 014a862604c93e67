import { useCallback, useEffect, useMemo, useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { mergeEvents } from './event-list'
import {
  eventFields,
  markNotificationsReadDocument,
  notificationsDocument,
  type AmbassadorEvent,
} from './notifications.graphql'

/** How many entries the bell keeps. */
export const keptEvents = 20

/** Where each device kept its own "seen" instant before the server kept it: forgotten. */
const formerSeenKey = 'comptoir.ambassador.notifications-seen'

/** The later of two instants (ISO), either possibly missing. */
function later(a: string | null | undefined, b: string | null): string | null {
  if (!a) return b
  if (!b) return a
  return Date.parse(a) >= Date.parse(b) ? a : b
}

/** What the bell shows and does. */
export interface NotificationEntries {
  /** The latest entries, those from before the page opened and the live ones, newest first. */
  entries: readonly AmbassadorEvent[]
  /** Entries the ambassador has not read, on any device. */
  unread: number
  isUnread: (event: AmbassadorEvent) => boolean
  /** Marks everything read up to now, for every device of the ambassador. */
  markAllRead: () => Promise<void>
  /** Adds a live event (if it is an entry of the notifications). */
  add: (event: AmbassadorEvent) => void
  /** Reads the entries and the read marker again (another device may have read them). */
  refresh: () => void
}

/**
 * The notifications of the bell: the server's entries and read marker (`notifications`), the
 * live events since, and "mark all read". The unread count is the server's, not the device's.
 */
export function useNotificationEntries(): NotificationEntries {
  const [{ data }, reload] = useQuery({
    query: notificationsDocument,
    variables: { first: keptEvents },
  })
  const [, markRead] = useMutation(markNotificationsReadDocument)
  const [live, setLive] = useState<readonly AmbassadorEvent[]>([])
  const [readHere, setReadHere] = useState<string | null>(null)
  useEffect(() => {
    try {
      localStorage.removeItem(formerSeenKey)
    } catch {
      // No storage: nothing to forget.
    }
  }, [])
  const server = data?.notifications
  const entries = useMemo(
    () => mergeEvents(live, server?.entries.map(eventFields) ?? [], keptEvents),
    [live, server],
  )
  const readAt = later(server?.readAt, readHere)
  const isUnread = useCallback(
    (event: AmbassadorEvent) => readAt === null || Date.parse(event.at) > Date.parse(readAt),
    [readAt],
  )
  const add = useCallback((event: AmbassadorEvent) => {
    if (event.notifies) setLive((previous) => [event, ...previous].slice(0, keptEvents))
  }, [])
  const refresh = useCallback(() => {
    reload({ requestPolicy: 'network-only' })
  }, [reload])
  const markAllRead = useCallback(async () => {
    const result = await markRead({})
    const at = result.data?.markNotificationsRead.readAt
    if (at) setReadHere((previous) => later(previous, at))
  }, [markRead])
  return {
    entries,
    unread: entries.filter(isUnread).length,
    isUnread,
    markAllRead,
    add,
    refresh,
  }
}
