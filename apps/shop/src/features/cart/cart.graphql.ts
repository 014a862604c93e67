import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

import { cartLineItemFragment } from './cart-line-item.graphql'
import { cartSummaryFragment } from './cart-summary.graphql'
import { cartTotalsFragment } from './cart-totals.graphql'
import { freeShippingProgressFragment } from './free-shipping-progress.graphql'

/**
 * The cart as its queries and mutations select it: what the cart view reads itself, and the
 * fragments of the parts it shows (lines, free delivery, totals) and of the checkout's summary.
 */
export const cartFragment = graphql(
  `
    fragment Cart on Cart {
      id
      code
      itemCount
      lines {
        id
        variantId
        quantity
        ...CartLineItem
      }
      problems {
        code
        lineId
        message
      }
      freeShipping {
        ...FreeShippingProgress
      }
      ...CartTotals
      ...CartSummary
    }
  `,
  [cartLineItemFragment, freeShippingProgressFragment, cartTotalsFragment, cartSummaryFragment],
)

export const cartDocument = graphql(
  `
    query Cart($cartId: ID) {
      cart(cartId: $cartId) {
        ...Cart
      }
    }
  `,
  [cartFragment],
)

export const addToCartDocument = graphql(
  `
    mutation AddToCart($input: AddToCartInput!) {
      addToCart(input: $input) {
        added
        cart {
          id
          ...Cart
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, cartFragment],
)

export const setCartLineQuantityDocument = graphql(
  `
    mutation SetCartLineQuantity($input: SetCartLineQuantityInput!) {
      setCartLineQuantity(input: $input) {
        cart {
          ...Cart
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, cartFragment],
)

export const removeCartLineDocument = graphql(
  `
    mutation RemoveCartLine($input: RemoveCartLineInput!) {
      removeCartLine(input: $input) {
        cart {
          ...Cart
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, cartFragment],
)

export const applyCartCodeDocument = graphql(
  `
    mutation ApplyCartCode($input: UpdateCheckoutInput!) {
      updateCheckout(input: $input) {
        cart {
          ...Cart
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, cartFragment],
)
