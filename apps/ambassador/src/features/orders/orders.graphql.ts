import { graphql, moneyFragment } from '@comptoir/gql-client/ambassador-graphql'

export const attributedOrdersDocument = graphql(
  `
    query AttributedOrders($after: String, $number: String) {
      attributedOrders(first: 20, after: $after, number: $number) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            number
            placedAt
            status
            source
            customer
            city
            sales {
              ...Money
            }
            operation {
              id
              code
            }
            commission {
              status
              amount {
                ...Money
              }
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)
