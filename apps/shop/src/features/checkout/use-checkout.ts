import { readFragment } from '@comptoir/gql-client/public-graphql'
import { useCallback } from 'react'
import { useMutation, useQuery } from 'urql'

import { checkoutCartFragment, checkoutDocument, updateCheckoutDocument } from './checkout.graphql'
import type { FieldError, VariablesOf } from '@comptoir/gql-client/public-graphql'

/** A change to the checkout details: any subset of contact e-mail, address, shipping method. */
export type CheckoutChange = Omit<VariablesOf<typeof updateCheckoutDocument>['input'], 'cartId'>

/** The checkout's data (cart, countries, payment methods, the signed-in customer) and its update. */
export function useCheckout(cartId: string | null, paused: boolean) {
  const [result, reexecute] = useQuery({
    query: checkoutDocument,
    variables: { cartId },
    pause: paused,
    requestPolicy: 'cache-and-network',
  })
  const [, update] = useMutation(updateCheckoutDocument)
  const save = useCallback(
    async (change: CheckoutChange): Promise<readonly FieldError[]> => {
      const answer = await update({ input: { cartId, ...change } })
      if (!answer.data) return [{ field: null, code: 'UNEXPECTED', message: '' }]
      return answer.data.updateCheckout.errors
    },
    [cartId, update],
  )
  const data = result.data
  return {
    cart: data?.cart ? readFragment(checkoutCartFragment, data.cart) : null,
    countries: data?.countries ?? [],
    paymentMethods: data?.paymentMethods ?? [],
    me: data?.me ?? null,
    loading: data === undefined && (result.fetching || paused),
    error: result.error,
    refetch: () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    save,
  }
}
