import { useCallback, useState } from 'react'
import { useMutation } from 'urql'

import { placeOrderDocument } from './checkout.graphql'
import { createOrderPlacer, type PaymentChoice, type SendPlaceOrder } from './order-placer'

/** Places the order of the cart `cartId` once per attempt (see {@link createOrderPlacer}). */
export function usePlaceOrder(cartId: string | null) {
  const [state, place] = useMutation(placeOrderDocument)
  const [placer] = useState(() => createOrderPlacer())
  const placeOrder = useCallback(
    (choice: PaymentChoice) => {
      const send: SendPlaceOrder = async (chosen, idempotencyKey) => {
        const result = await place({
          input: {
            cartId,
            idempotencyKey,
            paymentMethod: chosen.paymentMethod,
            card: chosen.card ?? null,
          },
        })
        return {
          payload: result.data?.placeOrder,
          retryable: result.data === undefined && result.error?.networkError !== undefined,
        }
      }
      return placer.place(choice, send)
    },
    [cartId, place, placer],
  )
  return { placeOrder, placing: state.fetching }
}
