import type { GqlScope } from '@comptoir/gql-client/clients'
import { useAuth } from '@comptoir/gql-client/react'
import { useCallback } from 'react'
import { useMutation, type TypedDocumentNode } from 'urql'

/**
 * The sign-out a user asks for, in the same order in both apps (see `GqlClients.signOut`): the
 * server revokes the session with `revokeDocument`, the token goes, `leave` opens the clean
 * sign-in page while the page that was open keeps its data, then the cache empties. Offline, the
 * server keeps the session until it expires; this device forgets it all the same.
 *
 * @param scope the scope whose session ends
 * @param revokeDocument the endpoint's sign-out mutation (no variables)
 * @param leave opens the sign-in page (keep it stable: `useCallback`)
 */
export function useScopeSignOut<Data>(
  scope: GqlScope,
  revokeDocument: TypedDocumentNode<Data, Record<string, never>>,
  leave: () => Promise<unknown>,
): () => Promise<void> {
  const auth = useAuth(scope)
  const [, revoke] = useMutation(revokeDocument)
  return useCallback(
    () => auth.signOut(() => revoke({}), leave).catch(() => undefined),
    [auth, revoke, leave],
  )
}
