import { graphql } from '@comptoir/gql-client/public-graphql'

export const cartFragment = graphql(`
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
        amount
        currency
      }
      unitPrice {
        amount
        currency
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
      amount
      currency
    }
    discount {
      amount
      currency
    }
    shipping {
      amount
      currency
    }
    vat {
      amount
      currency
    }
    total {
      amount
      currency
    }
    shippingMethod {
      code
      name
    }
    freeShipping {
      threshold {
        amount
        currency
      }
      remaining {
        amount
        currency
      }
    }
  }
`)

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
          field
          code
          message
        }
      }
    }
  `,
  [cartFragment],
)

export const setCartLineQuantityDocument = graphql(
  `
    mutation SetCartLineQuantity($input: SetCartLineQuantityInput!) {
      setCartLineQuantity(input: $input) {
        cart {
          ...Cart
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFragment],
)

export const removeCartLineDocument = graphql(
  `
    mutation RemoveCartLine($input: RemoveCartLineInput!) {
      removeCartLine(input: $input) {
        cart {
          ...Cart
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFragment],
)

export const applyCartCodeDocument = graphql(
  `
    mutation ApplyCartCode($input: UpdateCheckoutInput!) {
      updateCheckout(input: $input) {
        cart {
          ...Cart
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [cartFragment],
)
