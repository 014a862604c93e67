import { useAuth } from '@comptoir/gql-client/react'
import { readFragment, type ResultOf } from '@comptoir/gql-client/public-graphql'
import type { CombinedError } from 'urql'
import { useQuery } from 'urql'
import { useCallback, useEffect } from 'react'

import { cartDocument, cartFragment } from './cart.graphql'
import { clearCartId, useCartId } from './cart-id'
import { useHydrated } from '../../hooks/use-hydrated'

/** What {@link useCart} gives: the cart (null when there is none yet) and the query's state. */
export interface CartState {
  readonly cart: ResultOf<typeof cartFragment> | null
  /** The anonymous cart id to send with cart mutations (null when signed in or before the first add). */
  readonly cartId: string | null
  /** True until the first answer arrives. */
  readonly loading: boolean
  readonly error: CombinedError | undefined
  readonly refetch: () => void
}

/**
 * The shopper's cart: the signed-in customer's, or the anonymous cart kept in this browser.
 * A stored id the API no longer knows (ordered, expired) is forgotten; once signed in, the
 * anonymous cart has been merged into the customer's and its id is forgotten too.
 */
export function useCart(): CartState {
  const hydrated = useHydrated()
  const storedId = useCartId()
  const { isSignedIn } = useAuth('public')
  const hasCart = isSignedIn || storedId !== null
  const [result, reexecute] = useQuery({
    query: cartDocument,
    variables: { cartId: storedId },
    pause: !hydrated || !hasCart,
    requestPolicy: 'cache-and-network',
  })
  const raw = result.data?.cart
  const settled = result.data !== undefined && !result.fetching && !result.stale

  useEffect(() => {
    if (!settled || storedId === null) return
    if (raw === null || isSignedIn) clearCartId()
  }, [settled, raw, storedId, isSignedIn])

  const refetch = useCallback(() => {
    reexecute({ requestPolicy: 'network-only' })
  }, [reexecute])

  return {
    cart: hasCart && raw ? readFragment(cartFragment, raw) : null,
    cartId: isSignedIn ? null : storedId,
    loading: hasCart && (!hydrated || (result.fetching && result.data === undefined)),
    error: result.error,
    refetch,
  }
}

/** Number of units in the cart, for the header's badge (0 while unknown). */
export function useCartCount(): number {
  return useCart().cart?.itemCount ?? 0
}
