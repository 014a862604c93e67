import { graphql } from '@comptoir/gql-client/public-graphql'

/** The shop's last step of checkout: the order from a ready cart, paid by test card. */
export const placeOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        number
      }
      accessToken
      errors {
        field
        code
        message
      }
    }
  }
`)

export const testCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
