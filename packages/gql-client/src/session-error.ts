import type { CombinedError } from '@urql/core'

import { socketAuthError, type SessionError } from './socket-auth-error'

const codes: Readonly<Record<string, SessionError>> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
}

const statuses: Readonly<Record<number, SessionError>> = {
  401: 'unauthenticated',
  403: 'forbidden',
}

function statusOf(response: unknown): number | undefined {
  if (typeof response !== 'object' || response === null || !('status' in response)) return
  return typeof response.status === 'number' ? response.status : undefined
}

/**
 * Tells whether an error result means the scope's session is dead or not allowed here: HTTP
 * 401/403, a GraphQL error whose `extensions.code` is `UNAUTHENTICATED`/`FORBIDDEN`, or a socket
 * closed with 4401/4403.
 *
 * @param error the result's error
 * @returns `'unauthenticated'`, `'forbidden'`, or `null` for any other error
 */
export function sessionErrorOf(error: CombinedError): SessionError | null {
  const fromSocket = socketAuthError(error.networkError)
  if (fromSocket) return fromSocket
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions.code
    const known = typeof code === 'string' ? codes[code] : undefined
    if (known) return known
  }
  const status = statusOf(error.response)
  return status === undefined ? null : (statuses[status] ?? null)
}
