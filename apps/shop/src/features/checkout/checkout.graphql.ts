import { graphql } from '@comptoir/gql-client/public-graphql'

export const checkoutCartFragment = graphql(`
  fragment CheckoutCart on Cart {
    id
    email
    itemCount
    code
    shippingAddress {
      firstName
      lastName
      line1
      line2
      postalCode
      city
      country
      countryName
      phone
    }
    shippingMethod {
      code
      name
    }
    shippingOptions {
      code
      name
      description
      minDays
      maxDays
      price {
        amount
        currency
      }
    }
    problems {
      code
      message
    }
    vatRatePercent
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
  }
`)

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
        name
        addresses {
          firstName
          lastName
          line1
          line2
          postalCode
          city
          country
          countryName
          phone
        }
      }
    }
  `,
  [checkoutCartFragment],
)

export const updateCheckoutDocument = graphql(
  `
    mutation UpdateCheckout($input: UpdateCheckoutInput!) {
      updateCheckout(input: $input) {
        cart {
          ...CheckoutCart
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [checkoutCartFragment],
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

export const setCheckoutAmbassadorDocument = graphql(`
  mutation SetCheckoutAmbassador($input: SetCheckoutAmbassadorInput!) {
    setCheckoutAmbassador(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

export const placeOrderDocument = graphql(`
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
        field
        code
        message
      }
    }
  }
`)
