import { graphql, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'

export const dashboardDocument = graphql(`
  query Dashboard($period: DashboardPeriod!) {
    me {
      displayName
      code
      shareLink
      commissionRatePercent
      payoutAccount
    }
    dashboard(period: $period) {
      clicks
      orders
      referralOrders
      codeOrders
      conversionRate
      averageOrderSales {
        amount
        currency
      }
      sales {
        amount
        currency
      }
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
      }
      series {
        date
        clicks
        orders
        commission {
          amount
        }
      }
    }
    payoutBalance {
      amount
      currency
    }
    minimumPayout {
      amount
      currency
    }
    operations(first: 5) {
      totalCount
      edges {
        node {
          id
          name
          code
          state
          salesGoal {
            amount
            currency
          }
          progress {
            orders
            sales {
              amount
              currency
            }
          }
        }
      }
    }
    attributedOrders(first: 5) {
      edges {
        node {
          number
          placedAt
          customer
          city
          sales {
            amount
            currency
          }
          commission {
            status
          }
        }
      }
    }
  }
`)

/** What the dashboard reads. */
export type DashboardData = ResultOf<typeof dashboardDocument>
