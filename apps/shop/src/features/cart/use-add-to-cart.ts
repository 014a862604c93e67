import { useAuth } from '@comptoir/gql-client/react'
import { useMutation } from 'urql'
import { useCallback } from 'react'

import { addToCartDocument } from './cart.graphql'
import { readCartId, storeCartId } from './cart-id'
import type { FieldError } from '@comptoir/gql-client/public-graphql'
import { payloadOutcome } from './field-error'

/** What {@link useAddToCart} gives the product page. */
export interface AddToCart {
  /** Adds units of a variant; resolves with the expected failures (empty when added). */
  readonly addToCart: (variantId: string, quantity: number) => Promise<readonly FieldError[]>
  readonly fetching: boolean
}

/**
 * Adds to the shopper's cart. The first add of an anonymous shopper creates the cart, whose id
 * is kept in this browser so the drawer, the cart page, the checkout and sign-in find it.
 */
export function useAddToCart(): AddToCart {
  const { isSignedIn } = useAuth('public')
  const [state, add] = useMutation(addToCartDocument)
  const addToCart = useCallback(
    async (variantId: string, quantity: number) => {
      const result = await add({
        input: { cartId: isSignedIn ? null : readCartId(), variantId, quantity },
      })
      const cart = result.data?.addToCart.cart
      if (cart && !isSignedIn) storeCartId(cart.id)
      return payloadOutcome(result, (data) => data.addToCart)
    },
    [add, isSignedIn],
  )
  return { addToCart, fetching: state.fetching }
}
