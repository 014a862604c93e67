import { useToast } from '@comptoir/ui/toast'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react'
import { useClient, useSubscription } from 'urql'

import { describeEvent } from './event-text'
import { createRefreshPacer } from './refresh-pacer'
import {
  ambassadorEventsSubscription,
  eventFields,
  eventsMissedSubscription,
  type AmbassadorEvent,
} from './notifications.graphql'
import { useNotificationEntries, type NotificationEntries } from './use-notification-entries'

type Listener = (event: AmbassadorEvent) => void
type MissedListener = () => void

interface EventsState {
  notifications: NotificationEntries
  subscribe: (listener: Listener) => () => void
  /** Calls `listener` whenever events may have been lost on their way (the page must read again). */
  onMissed: (listener: MissedListener) => () => void
}

const EventsContext = createContext<EventsState | null>(null)

/** The one toast of the orders arriving live: a burst is counted in it, never stacked. */
const liveOrdersToast = 'live-orders'

const newOrders = (count: number) =>
  msg`${plural(count, { one: '# new order', other: '# new orders' })}`

/**
 * Listens to `ambassadorEvents` once for the connected area: adds the live entries to the bell
 * (whose entries and read marker come from the server, `notifications`), tells the pages that
 * want to refresh (dashboard, operation room), and shows the orders arriving live in one toast
 * that counts them ("3 new orders").
 * When the API signals that events may have been lost (`ambassadorEventsMissed`), the bell and
 * the pages read their data again instead.
 */
export function AmbassadorEventsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const toast = useToast()
  const listeners = useRef(new Set<Listener>())
  const missedListeners = useRef(new Set<MissedListener>())
  const notifications = useNotificationEntries()
  const { add, refresh } = notifications

  const client = useClient()
  const announce = useRef({ toast, i18n, add })
  useEffect(() => {
    announce.current = { toast, i18n, add }
  })
  // Each event is told as it arrives, in order, once: pages refresh, the bell keeps it.
  useEffect(() => {
    const subscription = client
      .subscription(ambassadorEventsSubscription, {})
      .subscribe((result) => {
        if (!result.data) return
        const event = eventFields(result.data.ambassadorEvents)
        for (const listener of listeners.current) listener(event)
        announce.current.add(event)
        if (event.type === 'ORDER_ATTRIBUTED') {
          const { toast, i18n } = announce.current
          toast.group(liveOrdersToast, (count) =>
            count === 1 ? describeEvent(event, i18n) : i18n._(newOrders(count)),
          )
        }
      })
    return () => {
      subscription.unsubscribe()
    }
  }, [client])
  const [{ data: missedAt }] = useSubscription(
    { query: eventsMissedSubscription },
    (_previous: string | undefined, result) => result.ambassadorEventsMissed,
  )
  useEffect(() => {
    if (!missedAt) return
    refresh()
    for (const listener of missedListeners.current) listener()
  }, [missedAt, refresh])
  // Back on the page, the bell learns what another device has read meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

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
    () => ({ notifications, subscribe, onMissed }),
    [notifications, subscribe, onMissed],
  )
  return <EventsContext.Provider value={value}>{children}</EventsContext.Provider>
}

function useEventsState(): EventsState {
  const state = useContext(EventsContext)
  if (!state) throw new Error('useAmbassadorEvents needs an AmbassadorEventsProvider above')
  return state
}

/** The bell's view: the latest entries, how many are unread, and marking them all read. */
export function useNotifications(): NotificationEntries {
  return useEventsState().notifications
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
