import { graphql, fieldErrorsFragment, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { cartTotalsFragment } from '../cart/cart-totals.graphql'
import { addressStepFragment } from './address-step.graphql'
import { reviewStepFragment } from './review-step.graphql'
import { shippingStepFragment } from './shipping-step.graphql'

/**
 * The cart as the checkout reads it, with the fragments of its steps; the summary's totals too,
 * so that a change saved here (delivery, code) shows in the summary beside the steps at once.
 */
export const checkoutCartFragment = graphql(
  `
    fragment CheckoutCart on Cart {
      id
      email
      itemCount
      shippingAddress {
        ...AddressStepAddress
      }
      shippingMethod {
        code
      }
      problems {
        code
        message
      }
      total {
        ...Money
      }
      ...ShippingStep
      ...ReviewStep
      ...CartTotals
    }
  `,
  [
    moneyFragment,
    addressStepFragment,
    shippingStepFragment,
    reviewStepFragment,
    cartTotalsFragment,
  ],
)

export const checkoutDocument = graphql(
  `
    query Checkout($cartId: ID) {
      cart(cartId: $cartId) {
        ...CheckoutCart
      }
      countries {
        code
        name
      }
      paymentMethods {
        code
        name
        description
      }
      me {
        id
        email
        savedAddresses {
          address {
            ...AddressStepAddress
          }
        }
        addresses {
          ...AddressStepAddress
        }
      }
    }
  `,
  [checkoutCartFragment, addressStepFragment],
)

export const updateCheckoutDocument = graphql(
  `
    mutation UpdateCheckout($input: UpdateCheckoutInput!) {
      updateCheckout(input: $input) {
        cart {
          ...CheckoutCart
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, checkoutCartFragment],
)

export const liveOperationsDocument = graphql(`
  query LiveOperations($search: String) {
    liveOperations(search: $search) {
      ambassadorName
      operation {
        id
        code
        name
        customerDiscountPercent
        endsAt
      }
    }
  }
`)

export const setCheckoutAmbassadorDocument = graphql(
  `
    mutation SetCheckoutAmbassador($input: SetCheckoutAmbassadorInput!) {
      setCheckoutAmbassador(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const placeOrderDocument = graphql(
  `
    mutation PlaceOrder($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        accessToken
        order {
          number
        }
        payment {
          clientSecret
          publishableKey
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
