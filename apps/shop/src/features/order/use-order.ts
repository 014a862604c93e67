import { readFragment, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { useQuery, useSubscription } from 'urql'

import { orderDocument, orderFragment, orderStatusChangedDocument } from './order.graphql'

/**
 * An order the caller may see (their own, or any with its access token), kept up to date by the
 * `orderStatusChanged` subscription once it is found.
 */
export function useOrder(number: string, accessToken: string | null, paused: boolean) {
  const variables = { number, accessToken }
  const [result, reexecute] = useQuery({
    query: orderDocument,
    variables,
    pause: paused,
    requestPolicy: 'cache-and-network',
  })
  const found = result.data?.order != null
  const [live] = useSubscription(
    { query: orderStatusChangedDocument, variables, pause: paused || !found },
    (_previous: unknown, event: ResultOf<typeof orderStatusChangedDocument>) => event,
  )
  const latest = live.data?.orderStatusChanged.order ?? result.data?.order ?? null
  return {
    order: latest ? readFragment(orderFragment, latest) : null,
    /** When the last live change arrived, if any. */
    changedAt: live.data?.orderStatusChanged.changedAt ?? null,
    loading: !paused && result.data === undefined && result.fetching,
    error: result.error,
    refetch: () => {
      reexecute({ requestPolicy: 'network-only' })
    },
  }
}
