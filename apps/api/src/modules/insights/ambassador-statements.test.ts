import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import type { TadaDocumentNode } from 'gql.tada'

import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import {
  attributedOrdersQuery,
  commissionsQuery,
  placeOrderWith,
} from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

/*
 * Every list of the portal costs a constant number of SQL statements whatever its length: the
 * figure for one item and for several must be the same.
 */
let api: TestApp
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const operationsQuery = graphql(`
  query Operations {
    operations(first: 50) {
      totalCount
      edges {
        node {
          id
          code
          state
          salesGoal {
            amount
          }
          progress {
            orders
            sales {
              amount
            }
            goalPercent
            nextMilestone {
              percent
            }
          }
        }
      }
    }
  }
`)

const payoutsQuery = graphql(`
  query Payouts {
    payouts(first: 50) {
      totalCount
      edges {
        node {
          id
          status
          amount {
            amount
          }
          requestedAt
        }
      }
    }
  }
`)

const dashboardQuery = graphql(`
  query DashboardStatements {
    dashboard(period: ALL) {
      clicks
      orders
      referralOrders
      codeOrders
      conversionRate
      averageOrderSales {
        amount
      }
      series {
        date
        orders
      }
    }
  }
`)

const recentEventsQuery = graphql(`
  query RecentEventsStatements {
    recentEvents(first: 50) {
      type
      orderNumber
      amount {
        amount
      }
      sales {
        amount
      }
    }
  }
`)

/**
 * Statements one request costs: the least of three runs, since background work (the mail outbox
 * sending the order confirmations) shares the counter and can only add to it.
 */
async function statementsFor<Data, Variables>(
  token: string,
  query: TadaDocumentNode<Data, Variables>,
  variables?: Variables,
) {
  let least = Number.POSITIVE_INFINITY
  let data: Data | undefined
  for (let run = 0; run < 3; run += 1) {
    const before = api.database.handle.statementCount
    const response = await onAmbassador(api, token, query, variables)
    expect(response.body.errors).toBeUndefined()
    least = Math.min(least, api.database.handle.statementCount - before)
    data = response.body.data ?? undefined
  }
  return { statements: least, data }
}

describe('SQL statements per portal list', () => {
  it('costs the same for one operation with orders as for several', async () => {
    const one = await approvedAmbassador(api, 'Olive Single')
    const many = await approvedAmbassador(api, 'Oscar Many')
    const single = await liveOperation(api, one.token, { salesGoal: 100 })
    await placeOrderWith(api, { variantId: variant, code: single.code })
    for (let index = 0; index < 4; index += 1) {
      const operation = await liveOperation(api, many.token, { salesGoal: 100 + index })
      await placeOrderWith(api, { variantId: variant, code: operation.code })
    }

    const forOne = await statementsFor(one.token, operationsQuery)
    const forMany = await statementsFor(many.token, operationsQuery)
    expect(forMany.data?.operations.edges).toHaveLength(4)
    expect(forMany.statements).toBe(forOne.statements)

    const ordersForOne = await statementsFor(one.token, attributedOrdersQuery)
    const ordersForMany = await statementsFor(many.token, attributedOrdersQuery)
    expect(ordersForMany.data?.attributedOrders.totalCount).toBe(4)
    expect(ordersForMany.statements).toBe(ordersForOne.statements)

    const ledgerForOne = await statementsFor(one.token, commissionsQuery)
    const ledgerForMany = await statementsFor(many.token, commissionsQuery)
    expect(ledgerForMany.data?.commissions.totalCount).toBe(4)
    expect(ledgerForMany.statements).toBe(ledgerForOne.statements)

    const dashboardForOne = await statementsFor(one.token, dashboardQuery)
    const dashboardForMany = await statementsFor(many.token, dashboardQuery)
    expect(dashboardForMany.data?.dashboard.orders).toBe(4)
    expect(dashboardForMany.statements).toBe(dashboardForOne.statements)

    const eventsForOne = await statementsFor(one.token, recentEventsQuery)
    const eventsForMany = await statementsFor(many.token, recentEventsQuery)
    expect(eventsForMany.data?.recentEvents.length).toBeGreaterThan(
      eventsForOne.data?.recentEvents.length ?? 0,
    )
    expect(eventsForMany.statements).toBe(eventsForOne.statements)

    expect((await statementsFor(many.token, payoutsQuery)).statements).toBe(
      (await statementsFor(one.token, payoutsQuery)).statements,
    )
  })
})
