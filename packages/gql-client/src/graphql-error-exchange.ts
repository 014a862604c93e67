import { mapExchange, type CombinedError, type Exchange, type Operation } from '@urql/core'

import { socketAuthError } from './socket-auth-error'

/** Receives every failed result that came back from the server. */
export type GraphQLErrorHandler = (error: CombinedError, operation: Operation) => void

/**
 * Sends every error result to one handler, which the apps wire to the error toast. GraphQL errors
 * and transport errors both arrive (the error's `graphQLErrors` and `networkError` tell them
 * apart); socket auth refusals (4401/4403) do not, since they are reported as auth events.
 * Place it after the cache so only answers from the server are reported.
 *
 * @param onError the handler
 * @returns an urql exchange
 */
export function graphQLErrorExchange(onError: GraphQLErrorHandler): Exchange {
  return mapExchange({
    onError(error, operation) {
      if (socketAuthError(error.networkError) !== null) return
      onError(error, operation)
    },
  })
}
