import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { stockOf } from '../../../test/commerce'
import { dayMs, startUnpaidOrdersShop, type UnpaidOrdersShop } from '../../../test/unpaid-orders'
import { mailOutbox, orders, orderStatusEvents } from '../../db/schema'
import { createUnpaidOrders } from './unpaid-orders'

let shop: UnpaidOrdersShop
let other: TestApp

beforeAll(async () => {
  shop = await startUnpaidOrdersShop()
  // A second API instance on the same database, running the same job.
  other = await startTestApp({ database: shop.api.database })
})

afterAll(async () => {
  await other.close()
  await shop.api.close()
})

describe('the unpaid orders job on several instances', () => {
  it('sends one reminder and makes one cancellation per order, whatever runs at the same time', async () => {
    const stockBefore = await stockOf(shop.api, 'MAR-M')
    const placed: string[] = []
    for (let index = 0; index < 3; index += 1) {
      placed.push((await shop.place([['MAR-M', 1]])).order.number)
    }
    expect(await stockOf(shop.api, 'MAR-M')).toBe(stockBefore - 3)
    const db = shop.api.database.handle.db
    const rows = await db.select().from(orders).where(inArray(orders.number, placed))
    const ids = rows.map((row) => row.id)
    const last = Math.max(...rows.map((row) => row.createdAt.getTime()))
    const jobs = [shop.api.app.services.unpaidOrders, other.app.services.unpaidOrders]
    const everywhere = (at: Date) => Promise.all([...jobs, ...jobs].map((job) => job.run(at)))

    const reminders = await everywhere(new Date(last + 3 * dayMs + 1000))
    const reminded = reminders.flatMap((run) => run.reminded).filter((n) => placed.includes(n))
    expect(reminded.toSorted()).toEqual(placed.toSorted())
    const queued = await db
      .select({ orderId: mailOutbox.orderId })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-payment-reminder'), inArray(mailOutbox.orderId, ids)))
    expect(queued.map((row) => row.orderId).toSorted()).toEqual(ids.toSorted())

    const cancellations = await everywhere(new Date(last + 7 * dayMs + 1000))
    const cancelled = cancellations
      .flatMap((run) => run.cancelled)
      .filter((n) => placed.includes(n))
    expect(cancelled.toSorted()).toEqual(placed.toSorted())
    const events = await db
      .select({ orderId: orderStatusEvents.orderId })
      .from(orderStatusEvents)
      .where(
        and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.toStatus, 'CANCELLED')),
      )
    expect(events).toHaveLength(3)
    const notices = await db
      .select({ orderId: mailOutbox.orderId })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-payment-expired'), inArray(mailOutbox.orderId, ids)))
    expect(notices).toHaveLength(3)
    // The units came back once each.
    expect(await stockOf(shop.api, 'MAR-M')).toBe(stockBefore)
  })

  it('runs by itself, every interval, in the server process', async () => {
    const { order } = await shop.place([['TEA-1', 1]])
    const placed = (await shop.orderState(order.number)).order.createdAt.getTime()
    const { services } = shop.api.app
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const job = createUnpaidOrders({
      db: shop.api.database.handle.db,
      orderAdmin: services.orderAdmin,
      providers: services.checkout.paymentMethods,
      mail: services.mail,
      logger: services.logger,
      commerce: shop.api.config.commerce,
      now: () => new Date(placed + 8 * dayMs),
      intervalMs: 60_000,
    })
    try {
      job.start()
      expect((await shop.orderState(order.number)).order.status).toBe('PENDING_PAYMENT')
      await vi.advanceTimersByTimeAsync(60_000)
      await vi.waitFor(async () => {
        expect((await shop.orderState(order.number)).order.status).toBe('CANCELLED')
      })
    } finally {
      job.stop()
      vi.useRealTimers()
    }
  })
})
