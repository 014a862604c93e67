import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

/** What the order page shows of the buyer's requests, and those it offers. */
export const orderRequestsDocument = graphql(`
  query OrderRequests($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      number
      requests {
        made {
          kind
          at
        }
        available
        returnableUntil
      }
    }
  }
`)

/** Asks to cancel or return; the answer carries the same fields, so the page follows at once. */
export const requestOrderChangeDocument = graphql(
  `
    mutation RequestOrderChange($input: OrderRequestInput!) {
      requestOrderChange(input: $input) {
        order {
          number
          requests {
            made {
              kind
              at
            }
            available
            returnableUntil
          }
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
