import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorCommissions, orderAttributions, orders } from '../../db/schema'
import { createMemoryPubSub } from '../../pubsub/pubsub'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import type { AmbassadorEvent } from '../ambassadors/ambassador-events'

const pubsub = createMemoryPubSub()
let api: TestApp
let variant: string

beforeAll(async () => {
  api = await startTestApp({ app: { pubsub } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

class RolledBack extends Error {}

/** A marker published after the rollback: the first event a listener gets must be this one. */
function marker(ambassadorId: string): AmbassadorEvent {
  return {
    type: 'PAYOUT_STATUS_CHANGED',
    ambassadorId,
    at: new Date(0).toISOString(),
    orderNumber: null,
    commissionId: null,
    commissionStatus: null,
    amountCents: null,
    salesCents: null,
    operationId: null,
    operationCode: null,
    payoutId: 'marker',
    payoutStatus: null,
  }
}

/** Listens from now on (the subscription starts with its first read) and gives the first event. */
function listen(ambassadorId: string) {
  const events = pubsub.subscribe('ambassadorEvent', ambassadorId)
  const next = events.next()
  return async () => {
    const first = await next
    await events.return?.()
    return first.value as AmbassadorEvent
  }
}

async function orderId(number: string) {
  const [row] = await api.database.handle.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, number))
  if (!row) throw new Error(`No order ${number}`)
  return row.id
}

describe('ambassador events wait for the commit', () => {
  it('publishes nothing when the order status transaction rolls back', async () => {
    const alice = await approvedAmbassador(api, 'Alice Rollback')
    const number = await placeOrderWith(api, { variantId: variant, code: alice.code })
    const id = await orderId(number)
    const firstEvent = listen(alice.id)
    const hook = api.app.services.commissions.orderStatusChanged

    await expect(
      api.database.handle.db.transaction(async (tx) => {
        await hook(tx, { orderId: id, to: 'CANCELLED', at: new Date() })
        throw new RolledBack()
      }),
    ).rejects.toBeInstanceOf(RolledBack)
    await pubsub.publish('ambassadorEvent', alice.id, marker(alice.id))

    expect(await firstEvent()).toMatchObject({ payoutId: 'marker' })
  })

  it('publishes the commission change once the transition has committed', async () => {
    const bruno = await approvedAmbassador(api, 'Bruno Commit')
    const number = await placeOrderWith(api, { variantId: variant, code: bruno.code })
    const firstEvent = listen(bruno.id)

    const result = await api.app.services.orderAdmin.cancel(number, { actor: 'admin' })

    expect(result.ok).toBe(true)
    expect(await firstEvent()).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      orderNumber: number,
      commissionStatus: 'REVERSED',
    })
  })

  it('publishes no attribution when the order transaction rolls back', async () => {
    const carla = await approvedAmbassador(api, 'Carla Rollback')
    const number = await placeOrderWith(api, { variantId: variant, code: carla.code })
    const [order] = await api.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.number, number))
    if (!order) throw new Error(`No order ${number}`)
    const firstEvent = listen(carla.id)
    const { attribution } = api.app.services

    await expect(
      api.database.handle.db.transaction(async (tx) => {
        await tx.delete(ambassadorCommissions).where(eq(ambassadorCommissions.orderId, order.id))
        await tx.delete(orderAttributions).where(eq(orderAttributions.orderId, order.id))
        await attribution.attribute(tx, {
          orderId: order.id,
          userId: null,
          email: order.email,
          checkoutCode: { ambassadorId: carla.id, operationId: null },
        })
        throw new RolledBack()
      }),
    ).rejects.toBeInstanceOf(RolledBack)
    await pubsub.publish('ambassadorEvent', carla.id, marker(carla.id))

    expect(await firstEvent()).toMatchObject({ payoutId: 'marker' })
  })
})
