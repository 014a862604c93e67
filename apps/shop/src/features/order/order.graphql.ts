import { graphql, fieldErrorsFragment, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { orderViewFragment } from './order-view.graphql'

/** The order as its page's query and live updates select it: the payment to make, and the view. */
export const orderFragment = graphql(
  `
    fragment OrderDetails on Order {
      number
      payment {
        clientSecret
        publishableKey
      }
      total {
        ...Money
      }
      ...OrderView
    }
  `,
  [moneyFragment, orderViewFragment],
)

export const orderDocument = graphql(
  `
    query Order($number: String!, $accessToken: String) {
      order(number: $number, accessToken: $accessToken) {
        ...OrderDetails
      }
    }
  `,
  [orderFragment],
)

export const orderStatusChangedDocument = graphql(
  `
    subscription OrderStatusChanged($number: String!, $accessToken: String) {
      orderStatusChanged(number: $number, accessToken: $accessToken) {
        changedAt
        order {
          ...OrderDetails
        }
      }
    }
  `,
  [orderFragment],
)

export const requestOrderAccessDocument = graphql(
  `
    mutation RequestOrderAccess($input: RequestOrderAccessInput!) {
      requestOrderAccess(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const orderHistoryDocument = graphql(
  `
    query OrderHistory($after: String) {
      me {
        id
        orders(first: 10, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              number
              status
              createdAt
              total {
                ...Money
              }
              lines {
                quantity
              }
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)
