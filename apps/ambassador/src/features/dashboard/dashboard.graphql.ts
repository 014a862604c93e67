import { graphql, type ResultOf, moneyFragment } from '@comptoir/gql-client/ambassador-graphql'

export const dashboardDocument = graphql(
  `
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
        choiceOrders
        codeOrders
        awaitingPaymentOrders
        conversionRate
        averageOrderSales {
          ...Money
        }
        sales {
          ...Money
        }
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
        ...Money
      }
      minimumPayout {
        ...Money
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
              ...Money
            }
            progress {
              orders
              sales {
                ...Money
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
            status
            customer
            city
            sales {
              ...Money
            }
            commission {
              status
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)

/** What the dashboard reads. */
export type DashboardData = ResultOf<typeof dashboardDocument>
