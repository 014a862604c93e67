import { graphql, moneyFragment, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'

export const attributedOrdersDocument = graphql(
  `
    query AttributedOrders(
      $after: String
      $number: String
      $standing: AttributedOrderStanding
      $operationId: ID
      $from: String
      $to: String
    ) {
      attributedOrders(
        first: 20
        after: $after
        number: $number
        standing: $standing
        operationId: $operationId
        from: $from
        to: $to
      ) {
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
              name
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

/** An attributed order as the orders page shows it. */
export type AttributedOrderRow = NonNullable<
  ResultOf<typeof attributedOrdersDocument>['attributedOrders']['edges'][number]['node']
>

/** The operations the orders can be narrowed to. */
export const orderFilterOperationsDocument = graphql(`
  query OrderFilterOperations {
    operations(first: 100) {
      edges {
        node {
          id
          code
          name
        }
      }
    }
  }
`)
