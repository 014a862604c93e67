import { graphql, type ResultOf } from '@comptoir/gql-client/admin-graphql'

export const dashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      ordersToShip
      applicationsWaiting
      payoutsWaiting
      sales {
        currency
        today {
          salesCents
          orders
        }
        last7Days {
          salesCents
          orders
        }
        last30Days {
          salesCents
          orders
        }
        days {
          day
          salesCents
          orders
        }
        programmeSalesCents
      }
    }
  }
`)

export const latestOrdersQuery = graphql(`
  query DashboardLatestOrders {
    orders(sort: NEWEST, pageSize: 5) {
      orders {
        number
        createdAt
        customerName
        totalCents
        currency
      }
    }
  }
`)

export type DashboardData = ResultOf<typeof dashboardQuery>['dashboard']
export type DashboardSales = NonNullable<DashboardData['sales']>
export type LatestOrder = ResultOf<typeof latestOrdersQuery>['orders']['orders'][number]
