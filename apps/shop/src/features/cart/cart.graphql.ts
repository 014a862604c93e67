import { graphql, fieldErrorsFragment, moneyFragment } from '@comptoir/gql-client/public-graphql'

export const cartFragment = graphql(
  `
    fragment Cart on Cart {
      id
      code
      email
      itemCount
      vatRatePercent
      lines {
        id
        imageUrl
        orderable
        productName
        productSlug
        quantity
        sku
        stockStatus
        variantId
        variantTitle
        total {
          ...Money
        }
        unitPrice {
          ...Money
        }
      }
      problems {
        code
        lineId
        message
        available
        requested
      }
      subtotal {
        ...Money
      }
      discount {
        ...Money
      }
      shipping {
        ...Money
      }
      vat {
        ...Money
      }
      total {
        ...Money
      }
      shippingMethod {
        code
        name
      }
      freeShipping {
        threshold {
          ...Money
        }
        remaining {
          ...Money
        }
      }
    }
  `,
  [moneyFragment],
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
