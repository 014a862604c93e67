import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ambassadorLogoutMutation,
  approvedAmbassador,
  liveOperation,
  onAmbassador,
} from '../../../test/ambassador-fixtures'
import { clickReferral, commissionsQuery, placeOrderWith } from '../../../test/ambassador-orders'
import { streamEvents, waitFor } from '../../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadors } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

let api: TestApp
let socketUrl: string
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  socketUrl = `${(await api.listen()).replace('http', 'ws')}/gql/ambassador`
})

afterAll(async () => {
  await api.close()
})

/** Lets the server register a subscription that was just sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('ambassadorEvents', () => {
  it('pushes an ambassador their own events only', async () => {
    const alice = await approvedAmbassador(api, 'Alice Events')
    const bruno = await approvedAmbassador(api, 'Bruno Events')
    const operation = await liveOperation(api, alice.token, { salesGoal: 50 })
    const aliceStream = streamEvents(socketUrl, alice.token)
    const brunoStream = streamEvents(socketUrl, bruno.token)
    await Promise.all([aliceStream.subscribed, brunoStream.subscribed])
    await settle()

    const number = await placeOrderWith(api, { variantId: variant, code: operation.code })
    await waitFor(() => aliceStream.events.length >= 3)
    expect(aliceStream.events).toEqual([
      {
        type: 'ORDER_ATTRIBUTED',
        orderNumber: number,
        commissionStatus: null,
        // The commission the ledger shows, not the order's sales.
        amount: { amount: 885 },
        sales: { amount: 10_620 },
        operationCode: null,
      },
      {
        type: 'COMMISSION_STATUS_CHANGED',
        orderNumber: number,
        commissionStatus: 'PENDING',
        amount: { amount: 885 },
        sales: null,
        operationCode: null,
      },
      {
        type: 'OPERATION_GOAL_REACHED',
        orderNumber: null,
        commissionStatus: null,
        amount: { amount: 5000 },
        sales: null,
        operationCode: operation.code,
      },
    ])
    await api.app.services.orderAdmin.cancel(number, { actor: 'admin' })
    await waitFor(() => aliceStream.events.length >= 4)
    expect(aliceStream.events[3]).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      commissionStatus: 'REVERSED',
    })
    await settle()
    expect(brunoStream.events).toEqual([])
    aliceStream.close()
    brunoStream.close()
  })

  it('announces an order with the commission the ledger shows for it, and its sales apart', async () => {
    const who = await approvedAmbassador(api, 'Ledger Events')
    await api.database.handle.db
      .update(ambassadors)
      .set({ commissionRateBps: 1250 })
      .where(eq(ambassadors.userId, who.id))
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()

    const paid = await placeOrderWith(api, { variantId: variant, quantity: 3, code: who.code })
    await waitFor(() => stream.events.length >= 2)
    const ledger = await onAmbassador(api, who.token, commissionsQuery)
    const line = ledger.body.data?.commissions.edges.find(
      (edge) => edge.node.orderNumber === paid,
    )?.node
    expect(line?.amount.amount).toBeGreaterThan(0)
    expect(stream.events[0]).toMatchObject({
      type: 'ORDER_ATTRIBUTED',
      orderNumber: paid,
      amount: { amount: line?.amount.amount },
      sales: { amount: 3 * 5900 },
    })

    // A bank transfer has no ledger line yet: the event says what the order will earn once paid.
    const unpaid = await placeOrderWith(api, {
      variantId: variant,
      quantity: 1,
      code: who.code,
      paymentMethod: 'BANK_TRANSFER',
    })
    await waitFor(() => stream.events.length >= 3)
    const announced = stream.events[2]
    expect(announced).toMatchObject({ type: 'ORDER_ATTRIBUTED', orderNumber: unpaid })
    const result = await api.app.services.orderAdmin.advance(unpaid, { actor: 'admin' })
    expect(result.ok).toBe(true)
    await waitFor(() => stream.events.length >= 4)
    const after = await onAmbassador(api, who.token, commissionsQuery)
    const earned = after.body.data?.commissions.edges.find(
      (edge) => edge.node.orderNumber === unpaid,
    )?.node
    expect(earned?.amount.amount).toBeGreaterThan(0)
    expect(announced?.amount).toEqual({ amount: earned?.amount.amount })
    expect(announced?.sales).toEqual({ amount: 5900 })
    expect(stream.events[3]).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      commissionStatus: 'PENDING',
      amount: { amount: earned?.amount.amount },
    })
    stream.close()
  })

  it('pushes each new click on an ambassador’s links to them alone, once per visitor', async () => {
    const clara = await approvedAmbassador(api, 'Clara Clicks')
    const denis = await approvedAmbassador(api, 'Denis Clicks')
    const operation = await liveOperation(api, clara.token)
    const claraStream = streamEvents(socketUrl, clara.token)
    const denisStream = streamEvents(socketUrl, denis.token)
    await Promise.all([claraStream.subscribed, denisStream.subscribed])
    await settle()

    await clickReferral(api, clara.code, '198.51.100.90')
    await waitFor(() => claraStream.events.length >= 1)
    // The same visitor again within 30 minutes is the same click: nothing new to tell.
    await clickReferral(api, clara.code, '198.51.100.90')
    await clickReferral(api, operation.code, '198.51.100.91')
    await clickReferral(api, denis.code, '198.51.100.92')
    await waitFor(() => claraStream.events.length >= 2 && denisStream.events.length >= 1)
    const click = {
      type: 'LINK_CLICKED',
      orderNumber: null,
      commissionStatus: null,
      amount: null,
      sales: null,
      operationCode: null,
    }
    expect(claraStream.events).toEqual([click, click])
    expect(denisStream.events).toEqual([click])
    claraStream.close()
    denisStream.close()
  })

  it('closes the socket with 4401 once its token is revoked by logout', async () => {
    const who = await approvedAmbassador(api, 'Logout Socket')
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()
    const logout = await api.gql(ambassadorLogoutMutation, {
      path: '/gql/ambassador',
      token: who.token,
    })
    expect(logout.body.data).toEqual({ logout: { ok: true } })
    expect(await stream.closed).toBe(4401)
  })

  it('closes the socket with 4401 when the ambassador is suspended (sessions ended)', async () => {
    const who = await approvedAmbassador(api, 'Suspended Socket')
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()
    await api.app.services.ambassadorApplications.decline(who.email, 'Terms breached')
    expect(await stream.closed).toBe(4401)
  })
})
