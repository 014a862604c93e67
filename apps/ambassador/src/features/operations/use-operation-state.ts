import { useEffect, useRef, useState } from 'react'

import {
  nextStateChange,
  stateAt,
  type OperationState,
  type OperationTiming,
} from './operation-time'

/** The longest delay a browser timer takes (about 24.8 days); a later change is waited in steps. */
const longestTimerMs = 2_147_483_647

/**
 * The operation's state now, turning SCHEDULED → LIVE → ENDED at its start and end (or early
 * close) without a reload: one timer waits for the next change. `onChange` is told each turn.
 */
export function useOperationState(
  operation: OperationTiming,
  onChange?: (state: OperationState) => void,
): OperationState {
  const [now, setNow] = useState(() => new Date())
  const { state, startsAt, endsAt, closedAt } = operation
  const current = stateAt({ state, startsAt, endsAt, closedAt }, now)
  useEffect(() => {
    const next = nextStateChange({ state, startsAt, endsAt, closedAt }, new Date())
    if (!next) return
    const timer = setTimeout(
      () => {
        setNow(new Date())
      },
      Math.min(Math.max(next.getTime() - Date.now(), 0), longestTimerMs),
    )
    return () => {
      clearTimeout(timer)
    }
  }, [state, startsAt, endsAt, closedAt, now])
  const told = useRef(current)
  const listener = useRef(onChange)
  useEffect(() => {
    listener.current = onChange
  })
  useEffect(() => {
    if (told.current === current) return
    told.current = current
    listener.current?.(current)
  }, [current])
  return current
}
