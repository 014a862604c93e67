import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'

import { approvedAmbassador, onAmbassador } from '../../../test/ambassador-fixtures'
import { clickReferral, placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
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
