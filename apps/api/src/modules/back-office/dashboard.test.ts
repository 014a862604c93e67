import { graphql } from '@comptoir/gql-client/admin-graphql'
import type { StaffRole } from '@comptoir/validation/schemas/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { staffWithSession } from '../../../test/staff'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { chartDayList } from './dashboard.service'

const dashboardQuery = graphql(`
  query DashboardFigures {
    dashboard {
      ordersToShip
      applicationsWaiting
      payoutsWaiting
      sales {
        today {
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
        }
        programmeSalesCents
      }
    }
  }
`)

let api: TestApp
let variantId: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variantId = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

/**
 * The dashboard as a member of `role`, and the statements one read costs: the fewest of three
 * reads, as the orders' background work (e-mails, commissions) may run during one.
 */
async function dashboardAs(role: StaffRole) {
  const { token } = await staffWithSession(api, role)
  let statements = Number.POSITIVE_INFINITY
  for (let read = 0; read < 3; read += 1) {
    const before = api.database.handle.statementCount
    await api.gql(dashboardQuery, { path: '/gql/admin', token })
    statements = Math.min(statements, api.database.handle.statementCount - before)
  }
  const body = (await api.gql(dashboardQuery, { path: '/gql/admin', token })).body
  return { statements, dashboard: body.data?.dashboard, errors: body.errors }
}

describe('the dashboard', () => {
  it('counts the work waiting and the sales by the shop’s day, in a constant number of statements', async () => {
    const empty = await dashboardAs('owner')
    const ambassador = await approvedAmbassador(api)
    const direct = await placeOrderWith(api, { variantId })
    await placeOrderWith(api, { variantId, code: ambassador.code })
    await placeOrderWith(api, { variantId, paymentMethod: 'BANK_TRANSFER' })
    const after = await dashboardAs('owner')
    expect(direct).toBeTruthy()
    // The session lookup, the counts, the sales: whatever the number of orders.
    expect(after.statements).toBe(empty.statements)
    expect(after.statements).toBeLessThanOrEqual(3)
    const before = empty.dashboard
    const now = after.dashboard
    // Two orders paid by card wait to be shipped; the bank transfer is not paid yet.
    expect((now?.ordersToShip ?? 0) - (before?.ordersToShip ?? 0)).toBe(2)
    expect((now?.sales?.today.orders ?? 0) - (before?.sales?.today.orders ?? 0)).toBe(2)
    expect(now?.sales?.days).toHaveLength(30)
    expect(now?.sales?.days.at(-1)?.day).toBe(chartDayList(new Date()).at(-1))
    expect(now?.sales?.last30Days.salesCents).toBe(
      now?.sales?.days.reduce((sum, day) => sum + day.salesCents, 0),
    )
    const programme =
      (now?.sales?.programmeSalesCents ?? 0) - (before?.sales?.programmeSalesCents ?? 0)
    expect(programme).toBeGreaterThan(0)
    expect(programme).toBeLessThan(now?.sales?.today.salesCents ?? 0)
  })

  it('gives each role only the figures it may read', async () => {
    const programme = await dashboardAs('programme')
    expect(programme.errors).toBeUndefined()
    expect(programme.dashboard?.ordersToShip).toBeNull()
    expect(programme.dashboard?.sales).toBeNull()
    expect(programme.dashboard?.applicationsWaiting).toEqual(expect.any(Number))
    const orders = await dashboardAs('orders')
    expect(orders.dashboard?.applicationsWaiting).toBeNull()
    expect(orders.dashboard?.payoutsWaiting).toBeNull()
    expect(orders.dashboard?.sales?.days).toHaveLength(30)
    const readOnly = await dashboardAs('read_only')
    expect(readOnly.dashboard?.ordersToShip).toEqual(expect.any(Number))
    expect(readOnly.dashboard?.payoutsWaiting).toEqual(expect.any(Number))
  })
})

describe('chartDayList', () => {
  it('ends with the shop’s today in Paris, not UTC’s', () => {
    const days = chartDayList(new Date('2026-03-09T23:30:00Z'))
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe('2026-03-10')
    expect(days[0]).toBe('2026-02-09')
  })
})
