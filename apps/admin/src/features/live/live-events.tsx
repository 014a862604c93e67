import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useSubscription } from 'urql'

import { backOfficeEventsSubscription, type BackOfficeEvent } from './live.graphql'

type Listener = (event: BackOfficeEvent) => void

/** Where screens register for the back office's live events. */
export interface LiveEvents {
  listen(listener: Listener): () => void
}

const LiveEventsContext = createContext<LiveEvents | null>(null)

/**
 * Keeps one live connection open for the signed-in area: every screen's listeners share its
 * single subscription. The connection also carries the end of the session: when the server
 * closes it (signed out elsewhere, removed), the app returns to the sign-in page at once.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [events] = useState(() => {
    const listeners = new Set<Listener>()
    return {
      listeners,
      listen(listener: Listener) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    }
  })
  useSubscription({ query: backOfficeEventsSubscription }, (_previous, data) => {
    for (const listener of [...events.listeners]) listener(data.backOfficeEvents)
    return data
  })
  return <LiveEventsContext.Provider value={events}>{children}</LiveEventsContext.Provider>
}

/** The live events of the signed-in area (see {@link LiveEventsProvider}). */
export function useLiveEvents(): LiveEvents {
  const events = useContext(LiveEventsContext)
  if (!events) throw new Error('useLiveEvents needs a LiveEventsProvider')
  return events
}

/** How long events are gathered before a screen hears them: a burst makes one refetch. */
export const liveBatchMs = 250

/**
 * Calls `handler` with the events of the kinds named (and EVENTS_MISSED, after which
 * everything should be read again), gathered over {@link liveBatchMs} so that a burst of
 * orders refetches once. The latest `handler` is used; `kinds` may be a new array each render.
 */
export function useBackOfficeEvents(
  kinds: readonly BackOfficeEvent['kind'][],
  handler: (events: BackOfficeEvent[]) => void,
): void {
  const events = useLiveEvents()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  const key = [...kinds].sort().join(',')
  useEffect(() => {
    const wanted = new Set(key.split(','))
    let batch: BackOfficeEvent[] = []
    let timer: ReturnType<typeof setTimeout> | null = null
    const stop = events.listen((event) => {
      if (!wanted.has(event.kind) && event.kind !== 'EVENTS_MISSED') return
      batch.push(event)
      timer ??= setTimeout(() => {
        const heard = batch
        batch = []
        timer = null
        latest.current(heard)
      }, liveBatchMs)
    })
    return () => {
      stop()
      if (timer) clearTimeout(timer)
    }
  }, [events, key])
}
