import { graphql, fieldErrorsFragment, moneyFragment } from '@comptoir/gql-client/public-graphql'

export const checkoutCartFragment = graphql(
  `
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
          ...Money
        }
      }
      problems {
        code
        message
      }
      vatRatePercent
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
    }
  `,
  [moneyFragment],
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
