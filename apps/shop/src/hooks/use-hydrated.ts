import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** False on the server and while hydrating, true afterwards: client-only data waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
