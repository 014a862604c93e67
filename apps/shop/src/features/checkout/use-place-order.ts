import { useEffect, useRef, useState } from 'react'
import { useMutation } from 'urql'

import { placeOrderDocument } from './checkout.graphql'
import { createOrderPlacer } from './order-placer'

/** Places the order of the cart `cartId` once per attempt (see {@link createOrderPlacer}). */
export function usePlaceOrder(cartId: string | null) {
  const [state, place] = useMutation(placeOrderDocument)
  const latest = useRef({ cartId, place })
  useEffect(() => {
    latest.current = { cartId, place }
  }, [cartId, place])
  const [placer] = useState(() =>
    createOrderPlacer(async (choice, idempotencyKey) => {
      const result = await latest.current.place({
        input: {
          cartId: latest.current.cartId,
          idempotencyKey,
          paymentMethod: choice.paymentMethod,
          card: choice.card ?? null,
        },
      })
      return {
        payload: result.data?.placeOrder,
        retryable: result.data === undefined && result.error?.networkError !== undefined,
      }
    }),
  )
  return { placeOrder: placer.place, placing: state.fetching }
}
