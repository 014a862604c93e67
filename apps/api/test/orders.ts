import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'

/** An order as the tests read it. */
export const orderFieldsFragment = graphql(`
  fragment OrderFields on Order @_unmask {
    number
    status
    email
    total {
      amount
    }
    vat {
      amount
    }
    shipping {
      amount
    }
    discount {
      amount
    }
    cardBrand
    cardLast4
    paymentMethod
    lines {
      sku
      productName
      quantity
      unitPrice {
        amount
      }
    }
    statusHistory {
      status
    }
  }
`)

export type OrderData = ResultOf<typeof orderFieldsFragment>

export const placeOrderMutation = graphql(
  `
    mutation Place($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        order {
          ...OrderFields
        }
        accessToken
        orderUrl
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [orderFieldsFragment],
)

export type PlaceOrderData = ResultOf<typeof placeOrderMutation>['placeOrder']

export const orderQuery = graphql(
  `
    query Order($number: String!, $accessToken: String) {
      order(number: $number, accessToken: $accessToken) {
        ...OrderFields
      }
    }
  `,
  [orderFieldsFragment],
)

export const orderStatusSubscription = graphql(`
  subscription Status($number: String!, $accessToken: String) {
    orderStatusChanged(number: $number, accessToken: $accessToken) {
      status
      previousStatus
      order {
        number
        status
        statusHistory {
          status
        }
      }
    }
  }
`)
