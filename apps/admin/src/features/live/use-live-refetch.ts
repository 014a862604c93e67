import { useCallback } from 'react'
import type { UseQueryExecute } from 'urql'

import { useBackOfficeEvents } from './live-events'
import type { BackOfficeEventKind } from './live.graphql'

/** Reads a query again from the server whenever one of the `kinds` of events is heard. */
export function useLiveRefetch(
  kinds: readonly BackOfficeEventKind[],
  refetch: UseQueryExecute,
): void {
  const again = useCallback(() => {
    refetch({ requestPolicy: 'network-only' })
  }, [refetch])
  useBackOfficeEvents(kinds, again)
}
