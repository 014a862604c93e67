import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useClient, useQuery, useSubscription } from 'urql'

import { mergeEvents } from './event-list'
import { describeEvent } from './event-text'
import { createRefreshPacer } from './refresh-pacer'
import {
  ambassadorEventsSubscription,
  eventFields,
  eventsMissedSubscription,
  recentEventsDocument,
  type AmbassadorEvent,
} from './notifications.graphql'

/** How many events the bell keeps. */
export const keptEvents = 20
const seenKey = 'comptoir.ambassador.notifications-seen'

type Listener = (event: AmbassadorEvent) => void
type MissedListener = () => void

interface EventsState {
  /** The latest events, those of this visit and those from before it, newest first. */
  events: readonly AmbassadorEvent[]
  /** Events that arrived after the bell was last opened. */
  unread: number
  markRead: () => void
  subscribe: (listener: Listener) => () => void
  /** Calls `listener` whenever events may have been lost on their way (the page must read again). */
  onMissed: (listener: MissedListener) => () => void
}

const EventsContext = createContext<EventsState | null>(null)

function readSeen(): number {
  try {
    return Number(localStorage.getItem(seenKey) ?? 0)
  } catch {
    return 0
  }
}

/**
 * Listens to `ambassadorEvents` once for the connected area: keeps the latest events for the
 * bell (with the latest ones from before the page opened, `recentEvents`), tells the pages that
 * want to refresh (dashboard, operation room), and shows a toast for each newly attributed order.
 * When the API signals that events may have been lost (`ambassadorEventsMissed`), the bell and
 * the pages read their data again instead.
 */
export function AmbassadorEventsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const toast = useToast()
  const listeners = useRef(new Set<Listener>())
  const missedListeners = useRef(new Set<MissedListener>())
  const [seenAt, setSeenAt] = useState(readSeen)

  const client = useClient()
  const [live, setLive] = useState<readonly AmbassadorEvent[]>([])
  const announce = useRef({ toast, i18n })
  useEffect(() => {
    announce.current = { toast, i18n }
  })
  // Each event is told as it arrives, in order, once: pages refresh, the bell keeps it.
  useEffect(() => {
    const subscription = client
      .subscription(ambassadorEventsSubscription, {})
      .subscribe((result) => {
        if (!result.data) return
        const event = eventFields(result.data.ambassadorEvents)
        for (const listener of listeners.current) listener(event)
        if (event.type === 'LINK_CLICKED') return
        setLive((previous) => [event, ...previous].slice(0, keptEvents))
        if (event.type === 'ORDER_ATTRIBUTED') {
          announce.current.toast.success(describeEvent(event, announce.current.i18n))
        }
      })
    return () => {
      subscription.unsubscribe()
    }
  }, [client])
  const [{ data: recent }, reloadRecent] = useQuery({
    query: recentEventsDocument,
    variables: { first: keptEvents },
  })
  const [{ data: missedAt }] = useSubscription(
    { query: eventsMissedSubscription },
    (_previous: string | undefined, result) => result.ambassadorEventsMissed,
  )
  useEffect(() => {
    if (!missedAt) return
    reloadRecent({ requestPolicy: 'network-only' })
    for (const listener of missedListeners.current) listener()
  }, [missedAt, reloadRecent])
  const events = useMemo(
    () => mergeEvents(live, recent?.recentEvents.map(eventFields) ?? [], keptEvents),
    [live, recent],
  )
  const markRead = useCallback(() => {
    const now = Date.now()
    setSeenAt(now)
    try {
      localStorage.setItem(seenKey, String(now))
    } catch {
      // Private browsing: the count simply resets with the page.
    }
  }, [])

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener)
    return () => {
      listeners.current.delete(listener)
    }
  }, [])

  const onMissed = useCallback((listener: MissedListener) => {
    missedListeners.current.add(listener)
    return () => {
      missedListeners.current.delete(listener)
    }
  }, [])

  const value = useMemo(
    () => ({
      events,
      unread: events.filter((event) => Date.parse(event.at) > seenAt).length,
      markRead,
      subscribe,
      onMissed,
    }),
    [events, seenAt, markRead, subscribe, onMissed],
  )
  return <EventsContext.Provider value={value}>{children}</EventsContext.Provider>
}

function useEventsState(): EventsState {
  const state = useContext(EventsContext)
  if (!state) throw new Error('useAmbassadorEvents needs an AmbassadorEventsProvider above')
  return state
}

/** The bell's view: latest events, unread count, and marking them read. */
export function useNotifications(): Pick<EventsState, 'events' | 'unread' | 'markRead'> {
  const { events, unread, markRead } = useEventsState()
  return { events, unread, markRead }
}

/**
 * Calls `listener` for each event that arrives while the component is mounted (refetch the
 * dashboard, add an order to the operation room).
 */
export function useAmbassadorEvent(listener: Listener): void {
  const { subscribe } = useEventsState()
  const current = useRef(listener)
  useEffect(() => {
    current.current = listener
  })
  useEffect(
    () =>
      subscribe((event) => {
        current.current(event)
      }),
    [subscribe],
  )
}

/**
 * Keeps a page's data live: calls `refresh` when an event `relevant` to it arrives (every event
 * by default, clicks included), and whenever events may have been lost on their way; at most
 * once a second in a burst (see {@link createRefreshPacer}).
 */
export function useLiveRefresh(
  refresh: () => void,
  relevant: (event: AmbassadorEvent) => boolean = () => true,
): void {
  const { subscribe, onMissed } = useEventsState()
  const current = useRef({ refresh, relevant })
  useEffect(() => {
    current.current = { refresh, relevant }
  })
  useEffect(() => {
    const pacer = createRefreshPacer(() => {
      current.current.refresh()
    })
    const stopEvents = subscribe((event) => {
      if (current.current.relevant(event)) pacer.request()
    })
    const stopMissed = onMissed(() => {
      pacer.request()
    })
    return () => {
      stopEvents()
      stopMissed()
      pacer.cancel()
    }
  }, [subscribe, onMissed])
}
