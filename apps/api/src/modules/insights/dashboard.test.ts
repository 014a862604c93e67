import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'

import { signUp } from '../../../test/accounts'
import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { clickReferral, placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
import { referralVisits } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'

const dashboardQuery = graphql(`
  query DashboardFigures {
    dashboard(period: LAST_30_DAYS) {
      clicks
      orders
      referralOrders
      codeOrders
      conversionRate
      sales {
        amount
      }
      averageOrderSales {
        amount
        currency
      }
    }
  }
`)

const channelsQuery = graphql(`
  query DashboardChannels($period: DashboardPeriod!) {
    dashboard(period: $period) {
      since
      clicks
      orders
      referralOrders
      choiceOrders
      codeOrders
      awaitingPaymentOrders
      conversionRate
      sales {
        amount
      }
      series {
        date
        clicks
        orders
      }
    }
  }
`)

const progressQuery = graphql(`
  query OperationProgressFigures($id: ID!) {
    operation(id: $id) {
      progress {
        orders
        sales {
          amount
        }
        goalPercent
      }
    }
    recentEvents(first: 50) {
      type
      operationId
    }
  }
`)

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

async function dashboardOf(token: string) {
  const response = await onAmbassador(api, token, dashboardQuery)
  expect(response.body.errors).toBeUndefined()
  return response.body.data?.dashboard
}

describe('dashboard conversion', () => {
  it('counts code orders apart: one click and six code orders convert at 0, not 600 %', async () => {
    const who = await approvedAmbassador(api, 'Coded Orders')
    await clickReferral(api, who.code, '198.51.100.60')
    for (let index = 0; index < 6; index += 1) {
      await placeOrderWith(api, { variantId: variant, quantity: 1, code: who.code })
    }
    expect(await dashboardOf(who.token)).toEqual({
      clicks: 1,
      orders: 6,
      referralOrders: 0,
      codeOrders: 6,
      conversionRate: 0,
      sales: { amount: 6 * 5900 },
      averageOrderSales: { amount: 5900, currency: 'EUR' },
    })
  })

  it('never passes 1, even when one visit leads to several orders', async () => {
    const who = await approvedAmbassador(api, 'One Visit')
    const referral = await clickReferral(api, who.code, '198.51.100.61')
    await placeOrderWith(api, { variantId: variant, quantity: 1, referralId: referral })
    await placeOrderWith(api, { variantId: variant, quantity: 1, referralId: referral })
    const dashboard = await dashboardOf(who.token)
    expect(dashboard).toMatchObject({ clicks: 1, orders: 2, referralOrders: 2, codeOrders: 0 })
    expect(dashboard?.conversionRate).toBe(1)
  })

  it('is link orders over link visits, 0 without clicks', async () => {
    const who = await approvedAmbassador(api, 'Link Orders')
    expect(await dashboardOf(who.token)).toMatchObject({ clicks: 0, conversionRate: 0 })
    const referral = await clickReferral(api, who.code, '198.51.100.62')
    for (let visitor = 63; visitor < 66; visitor += 1) {
      await clickReferral(api, who.code, `198.51.100.${String(visitor)}`)
    }
    await placeOrderWith(api, { variantId: variant, quantity: 1, referralId: referral })
    await placeOrderWith(api, { variantId: variant, quantity: 1, code: who.code })
    expect(await dashboardOf(who.token)).toMatchObject({
      clicks: 4,
      orders: 2,
      referralOrders: 1,
      codeOrders: 1,
      conversionRate: 0.25,
    })
  })
})

describe('dashboard average order', () => {
  it('is null under three orders, then the mean sales per order', async () => {
    const who = await approvedAmbassador(api, 'Average Orders')
    await placeOrderWith(api, { variantId: variant, quantity: 1, code: who.code })
    await placeOrderWith(api, { variantId: variant, quantity: 1, code: who.code })
    expect((await dashboardOf(who.token))?.averageOrderSales).toBeNull()
    await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
    const dashboard = await dashboardOf(who.token)
    expect(dashboard?.sales.amount).toBe(4 * 5900)
    expect(dashboard?.averageOrderSales).toEqual({
      amount: Math.round((4 * 5900) / 3),
      currency: 'EUR',
    })
  })
})

async function figuresOf(
  token: string,
  period: 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' = 'LAST_30_DAYS',
) {
  const before = api.database.handle.statementCount
  const response = await onAmbassador(api, token, channelsQuery, { period })
  expect(response.body.errors).toBeUndefined()
  const dashboard = response.body.data?.dashboard
  if (!dashboard) throw new Error(JSON.stringify(response.body))
  return { ...dashboard, statements: api.database.handle.statementCount - before }
}

describe('how the orders came', () => {
  it('counts a link visitor who chose the operation or typed its code as an order of the link', async () => {
    const who = await approvedAmbassador(api, 'Link Choosers')
    const operation = await liveOperation(api, who.token)
    const empty = await figuresOf(who.token)
    const chose = await clickReferral(api, who.code, '198.51.100.70')
    await placeOrderWith(api, { variantId: variant, operationId: operation.id, referralId: chose })
    const typed = await clickReferral(api, who.code, '198.51.100.71')
    await placeOrderWith(api, { variantId: variant, code: operation.code, referralId: typed })
    await clickReferral(api, who.code, '198.51.100.72')
    await clickReferral(api, who.code, '198.51.100.73')
    const figures = await figuresOf(who.token)
    expect(figures).toMatchObject({
      clicks: 4,
      orders: 2,
      referralOrders: 2,
      choiceOrders: 0,
      codeOrders: 0,
      conversionRate: 0.5,
    })
    expect(figures.statements).toBe(empty.statements)
  })

  it('tells an operation chosen at checkout apart from a code typed without the link', async () => {
    const who = await approvedAmbassador(api, 'Plain Choices')
    const operation = await liveOperation(api, who.token)
    await placeOrderWith(api, { variantId: variant, operationId: operation.id })
    await placeOrderWith(api, { variantId: variant, code: operation.code })
    // Another ambassador's link does not make the order one of this ambassador's link.
    const other = await approvedAmbassador(api, 'Other Link')
    const elsewhere = await clickReferral(api, other.code, '198.51.100.74')
    await placeOrderWith(api, { variantId: variant, code: who.code, referralId: elsewhere })
    expect(await figuresOf(who.token)).toMatchObject({
      orders: 3,
      referralOrders: 0,
      choiceOrders: 1,
      codeOrders: 2,
      conversionRate: 0,
    })
  })

  it('counts a signed-in buyer who clicked the link, then typed the code, as an order of the link', async () => {
    const who = await approvedAmbassador(api, 'Signed Clicks')
    const buyer = await signUp(api)
    await clickReferral(api, who.code, '198.51.100.75', buyer)
    await placeOrderWith(api, { variantId: variant, code: who.code, token: buyer })
    expect(await figuresOf(who.token)).toMatchObject({
      orders: 1,
      referralOrders: 1,
      codeOrders: 0,
    })
  })
})

describe('orders awaiting payment', () => {
  it('leave sales, orders, the conversion and the operation’s goal until the transfer is paid', async () => {
    const who = await approvedAmbassador(api, 'Transfer Waits')
    const operation = await liveOperation(api, who.token, { salesGoal: 53 })
    const visit = await clickReferral(api, operation.code, '198.51.100.76')
    const number = await placeOrderWith(api, {
      variantId: variant,
      quantity: 1,
      code: operation.code,
      referralId: visit,
      paymentMethod: 'BANK_TRANSFER',
    })
    const waiting = await figuresOf(who.token)
    expect(waiting).toMatchObject({
      clicks: 1,
      orders: 0,
      referralOrders: 0,
      awaitingPaymentOrders: 1,
      conversionRate: 0,
      sales: { amount: 0 },
    })
    expect(waiting.series.reduce((sum, day) => sum + day.orders, 0)).toBe(0)
    const before = await onAmbassador(api, who.token, progressQuery, { id: operation.id })
    expect(before.body.data?.operation?.progress).toEqual({
      orders: 0,
      sales: { amount: 0 },
      goalPercent: 0,
    })
    expect(before.body.data?.recentEvents.map((event) => event.type)).not.toContain(
      'OPERATION_GOAL_REACHED',
    )

    const paid = await api.app.services.orderAdmin.advance(number, { actor: 'admin' })
    expect(paid.ok).toBe(true)
    expect(await figuresOf(who.token)).toMatchObject({
      orders: 1,
      referralOrders: 1,
      awaitingPaymentOrders: 0,
      conversionRate: 1,
      sales: { amount: 5310 },
    })
    const after = await onAmbassador(api, who.token, progressQuery, { id: operation.id })
    expect(after.body.data?.operation?.progress).toEqual({
      orders: 1,
      sales: { amount: 5310 },
      goalPercent: 100,
    })
    expect(after.body.data?.recentEvents).toContainEqual({
      type: 'OPERATION_GOAL_REACHED',
      operationId: operation.id,
    })
  })
})

describe('the periods', () => {
  const dayMs = 86_400_000
  it('are whole days ending today: 7 days is today and the 6 before, never an eighth', async () => {
    const who = await approvedAmbassador(api, 'Seven Days')
    const today = Math.floor(Date.now() / dayMs) * dayMs
    const click = (at: number) =>
      api.database.handle.db.insert(referralVisits).values({
        ambassadorId: who.id,
        visitorHash: `hash-${String(at)}`,
        landingPath: '/',
        createdAt: new Date(at),
      })
    await click(today - 6 * dayMs + 1000)
    await click(today - 6 * dayMs - 60_000)
    await click(today - 29 * dayMs + 1000)
    await click(today - 30 * dayMs + 60_000)
    for (const [period, days, clicks] of [
      ['LAST_7_DAYS', 7, 1],
      ['LAST_30_DAYS', 30, 3],
      ['LAST_90_DAYS', 90, 4],
    ] as const) {
      const figures = await figuresOf(who.token, period)
      expect(figures.series, period).toHaveLength(days)
      expect(figures.series[0]?.date, period).toBe(
        new Date(today - (days - 1) * dayMs).toISOString().slice(0, 10),
      )
      expect(figures.since, period).toBe(new Date(today - (days - 1) * dayMs).toISOString())
      expect(figures.clicks, period).toBe(clicks)
      expect(new Set(figures.series.map((day) => day.date)).size, period).toBe(days)
    }
  })
})
