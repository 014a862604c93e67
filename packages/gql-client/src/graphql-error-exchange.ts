import { mapExchange, type CombinedError, type Exchange, type Operation } from '@urql/core'

import { sessionErrorOf } from './session-error'
import { socketAuthError, type SessionError } from './socket-auth-error'

/** Where {@link graphQLErrorExchange} sends failed results. */
export interface GraphQLErrorRoutes {
  /** Every failed result that is not a session refusal (the apps show the error toast). */
  readonly onError: (error: CombinedError, operation: Operation) => void
  /** HTTP answers refusing the session: 401/`UNAUTHENTICATED` or 403/`FORBIDDEN`. */
  readonly onSessionError?: (kind: SessionError, operation: Operation) => void
}

/**
 * Routes every error result coming back from the server. Session refusals over HTTP go to
 * `onSessionError` and never to `onError`; socket refusals (4401/4403) go to neither, since the
 * socket reports them once as it closes. Everything else (GraphQL and transport errors) goes to
 * `onError`. Place it after the cache so only answers from the server are reported.
 *
 * @param routes the handlers
 * @returns an urql exchange
 */
export function graphQLErrorExchange(routes: GraphQLErrorRoutes): Exchange {
  return mapExchange({
    onError(error, operation) {
      if (socketAuthError(error.networkError) !== null) return
      const sessionError = sessionErrorOf(error)
      if (sessionError) routes.onSessionError?.(sessionError, operation)
      else routes.onError(error, operation)
    },
  })
}
