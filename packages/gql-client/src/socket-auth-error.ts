/**
 * Why the server refused a scope's identity: no valid session (HTTP 401, `UNAUTHENTICATED`,
 * socket close 4401), or a session that may not use this area (HTTP 403, `FORBIDDEN`, 4403).
 */
export type SessionError = 'unauthenticated' | 'forbidden'

/** The close codes the server uses to refuse a socket. */
export const authCloseCodes: Readonly<Record<SessionError, number>> = {
  unauthenticated: 4401,
  forbidden: 4403,
}

/**
 * Tells whether a socket close (or any connection problem) is an auth refusal, and which one.
 *
 * @param errorOrCloseEvent what the socket reported: a close event, an error, anything
 * @returns `'unauthenticated'` for 4401, `'forbidden'` for 4403, `null` otherwise
 */
export function socketAuthError(errorOrCloseEvent: unknown): SessionError | null {
  if (typeof errorOrCloseEvent !== 'object' || errorOrCloseEvent === null) return null
  if (!('code' in errorOrCloseEvent)) return null
  const { code } = errorOrCloseEvent
  if (code === authCloseCodes.unauthenticated) return 'unauthenticated'
  if (code === authCloseCodes.forbidden) return 'forbidden'
  return null
}

/**
 * The socket's retry policy: every connection problem is retried (within the attempt budget)
 * except an auth refusal, which retrying cannot fix.
 *
 * @param errorOrCloseEvent what the socket reported
 * @returns `false` for 4401 and 4403, `true` otherwise
 */
export function shouldRetrySocket(errorOrCloseEvent: unknown): boolean {
  return socketAuthError(errorOrCloseEvent) === null
}
