import { useMutation } from 'urql'
import { useCallback } from 'react'

import {
  applyCartCodeDocument,
  removeCartLineDocument,
  setCartLineQuantityDocument,
} from './cart.graphql'
import type { FieldError } from '@comptoir/gql-client/public-graphql'
import { payloadOutcome } from './field-error'

/** Changes to the cart; each resolves with the payload's expected failures (empty on success). */
export interface CartActions {
  readonly setQuantity: (lineId: string, quantity: number) => Promise<readonly FieldError[]>
  readonly removeLine: (lineId: string) => Promise<readonly FieldError[]>
  /** Applies an ambassador or operation code; an empty code removes the current one. */
  readonly applyCode: (code: string) => Promise<readonly FieldError[]>
  /** True while a change is on its way. */
  readonly pending: boolean
}

/** The cart's mutations, for the anonymous cart `cartId` or the signed-in customer's cart. */
export function useCartActions(cartId: string | null): CartActions {
  const [quantityState, setQuantity] = useMutation(setCartLineQuantityDocument)
  const [removeState, removeLine] = useMutation(removeCartLineDocument)
  const [codeState, applyCode] = useMutation(applyCartCodeDocument)

  return {
    setQuantity: useCallback(
      async (lineId: string, quantity: number) =>
        payloadOutcome(
          await setQuantity({ input: { cartId, lineId, quantity } }),
          (data) => data.setCartLineQuantity,
        ),
      [cartId, setQuantity],
    ),
    removeLine: useCallback(
      async (lineId: string) =>
        payloadOutcome(
          await removeLine({ input: { cartId, lineId } }),
          (data) => data.removeCartLine,
        ),
      [cartId, removeLine],
    ),
    applyCode: useCallback(
      async (code: string) =>
        payloadOutcome(
          await applyCode({ input: { cartId, code: code.trim() } }),
          (data) => data.updateCheckout,
        ),
      [cartId, applyCode],
    ),
    pending: quantityState.fetching || removeState.fetching || codeState.fetching,
  }
}
