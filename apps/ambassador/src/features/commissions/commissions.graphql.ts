import { graphql } from '@comptoir/gql-client/ambassador-graphql'

export const commissionsDocument = graphql(`
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
            amount
            currency
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
          amount
          currency
        }
        approved {
          amount
          currency
        }
        paid {
          amount
          currency
        }
        reversed {
          amount
          currency
        }
      }
    }
  }
`)
