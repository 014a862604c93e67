import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'

import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { streamEvents, waitFor, type EventData } from '../../../test/ambassador-sockets'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorCommissions, ambassadors } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const recentEventsQuery = graphql(`
  query RecentEvents($first: Int) {
    recentEvents(first: $first) {
      type
      at
      orderNumber
      commissionStatus
      amount {
        amount
      }
      sales {
        amount
      }
      operationCode
    }
  }
`)

const requestPayoutMutation = graphql(`
  mutation RequestPayoutForEvents {
    requestPayout {
      errors {
        code
      }
    }
  }
`)

let api: TestApp
let socketUrl: string
let variant: string
const admin = { actor: 'admin' }

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

async function recentEvents(token: string, first?: number) {
  const response = await onAmbassador(api, token, recentEventsQuery, first ? { first } : {})
  expect(response.body.errors).toBeUndefined()
  return response.body.data?.recentEvents ?? []
}

const canonical = (events: EventData[]) => events.map((event) => JSON.stringify(event)).sort()

describe('recentEvents', () => {
  it('rebuilds, newest first, what was pushed live: orders, commissions, goals and payouts', async () => {
    const who = await approvedAmbassador(api, 'Bell History')
    await api.database.handle.db
      .update(ambassadors)
      .set({ commissionRateBps: 5000, iban: 'FR7630006000011234567890189' })
      .where(eq(ambassadors.userId, who.id))
    const operation = await liveOperation(api, who.token, { salesGoal: 50 })
    const stream = streamEvents(socketUrl, who.token)
    await stream.subscribed
    await settle()

    const big = await placeOrderWith(api, { variantId: variant, quantity: 4, code: operation.code })
    await placeOrderWith(api, {
      variantId: variant,
      code: who.code,
      paymentMethod: 'BANK_TRANSFER',
    })
    const cancelled = await placeOrderWith(api, { variantId: variant, code: who.code })
    await api.app.services.orderAdmin.cancel(cancelled, admin)
    for (let step = 0; step < 3; step += 1) {
      expect((await api.app.services.orderAdmin.advance(big, admin)).ok).toBe(true)
    }
    // The 14-day hold, ended without moving the clock (approval stamps the real time).
    await api.database.handle.db
      .update(ambassadorCommissions)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(ambassadorCommissions.ambassadorId, who.id))
    await api.app.services.commissions.approveDue(new Date())
    const requested = await onAmbassador(api, who.token, requestPayoutMutation)
    expect(requested.body.data?.requestPayout.errors).toEqual([])
    const [open] = (await api.app.services.payouts.open()).filter((row) => row.code === who.code)
    await api.app.services.payouts.decide(open?.payout.id ?? '', { status: 'PAID' })
    await waitFor(() => stream.events.length >= 11)
    stream.close()

    const rebuilt = await recentEvents(who.token)
    expect(rebuilt).toHaveLength(11)
    const instants = rebuilt.map((event) => Date.parse(event.at))
    expect(instants).toEqual([...instants].sort((a, b) => b - a))
    const withoutInstants = rebuilt.map(({ at: _at, ...event }) => event)
    expect(canonical(withoutInstants)).toEqual(canonical(stream.events))

    // Within one transaction the newest-first order is the reverse of the live one.
    expect(
      withoutInstants
        .filter((event) => event.orderNumber === big || event.type === 'OPERATION_GOAL_REACHED')
        .map((event) => `${event.type} ${event.commissionStatus ?? ''}`.trim()),
    ).toEqual([
      'COMMISSION_STATUS_CHANGED PAID',
      'COMMISSION_STATUS_CHANGED APPROVED',
      'OPERATION_GOAL_REACHED',
      'COMMISSION_STATUS_CHANGED PENDING',
      'ORDER_ATTRIBUTED',
    ])
    expect(withoutInstants[0]).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      commissionStatus: 'PAID',
    })
    const attributedBig = withoutInstants.find(
      (event) => event.type === 'ORDER_ATTRIBUTED' && event.orderNumber === big,
    )
    const pendingBig = withoutInstants.find(
      (event) => event.commissionStatus === 'PENDING' && event.orderNumber === big,
    )
    expect(attributedBig?.amount).toEqual(pendingBig?.amount)
    expect(attributedBig?.sales?.amount).toBeGreaterThan(attributedBig?.amount?.amount ?? 0)

    expect(await recentEvents(who.token, 2)).toEqual(rebuilt.slice(0, 2))
  })

  it('gives an ambassador only their own events', async () => {
    const alice = await approvedAmbassador(api, 'Alice History')
    const bruno = await approvedAmbassador(api, 'Bruno History')
    const hers = await placeOrderWith(api, { variantId: variant, code: alice.code })
    const his = await placeOrderWith(api, { variantId: variant, code: bruno.code })
    const aliceNumbers = (await recentEvents(alice.token)).map((event) => event.orderNumber)
    const brunoNumbers = (await recentEvents(bruno.token)).map((event) => event.orderNumber)
    expect(new Set(aliceNumbers)).toEqual(new Set([hers]))
    expect(new Set(brunoNumbers)).toEqual(new Set([his]))
  })

  it('is empty for a new ambassador', async () => {
    const who = await approvedAmbassador(api, 'Nothing Yet')
    expect(await recentEvents(who.token)).toEqual([])
  })
})
