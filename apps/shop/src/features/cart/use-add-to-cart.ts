import { useAuth } from '@comptoir/gql-client/react'
import { useMutation } from 'urql'
import { useCallback } from 'react'

import { addToCartDocument, cartFragment } from './cart.graphql'
import { readCartId, storeCartId } from './cart-id'
import { readFragment, type FieldError } from '@comptoir/gql-client/public-graphql'
import { payloadOutcome } from './field-error'

/** What an add did: the expected failures (empty when added), and what the cart now holds. */
export interface AddOutcome {
  readonly errors: readonly FieldError[]
  /** Units added: fewer than asked when the stock left was short. */
  readonly added: number
  /** Units of the variant in the cart after the add. */
  readonly inCart: number
}

/** What {@link useAddToCart} gives the product page. */
export interface AddToCart {
  /** Adds units of a variant; resolves with what was added, or the expected failures. */
  readonly addToCart: (variantId: string, quantity: number) => Promise<AddOutcome>
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
    async (variantId: string, quantity: number): Promise<AddOutcome> => {
      const result = await add({
        input: { cartId: isSignedIn ? null : readCartId(), variantId, quantity },
      })
      const payload = result.data?.addToCart
      const cart = payload?.cart
      if (cart && !isSignedIn) storeCartId(cart.id)
      const errors = payloadOutcome(result, (data) => data.addToCart)
      const lines = cart ? readFragment(cartFragment, cart).lines : []
      const line = lines.find((entry) => entry.variantId === variantId)
      return {
        errors,
        added: errors.length === 0 ? (payload?.added ?? quantity) : 0,
        inCart: line?.quantity ?? 0,
      }
    },
    [add, isSignedIn],
  )
  return { addToCart, fetching: state.fetching }
}
