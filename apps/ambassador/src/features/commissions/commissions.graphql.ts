import { graphql, moneyFragment } from '@comptoir/gql-client/ambassador-graphql'

export const commissionsDocument = graphql(
  `
    query Commissions($after: String, $status: CommissionStatus) {
      commissions(first: 20, after: $after, status: $status) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            kind
            status
            orderNumber
            ratePercent
            createdAt
            availableAt
            explanation
            amount {
              ...Money
            }
            operation {
              code
            }
          }
        }
      }
      dashboard(period: ALL) {
        commission {
          pending {
            ...Money
          }
          approved {
            ...Money
          }
          paid {
            ...Money
          }
          reversed {
            ...Money
          }
        }
      }
    }
  `,
  [moneyFragment],
)
