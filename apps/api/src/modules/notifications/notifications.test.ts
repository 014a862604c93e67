import { graphql, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ambassadorLoginMutation, strongPassword } from '../../../test/accounts'
import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { clickReferral, placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const notificationsQuery = graphql(`
  query Notifications {
    notifications(first: 20) {
      unreadCount
      readAt
      entries {
        type
        orderNumber
        commissionStatus
        operationCode
      }
    }
  }
`)

const markReadMutation = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead {
      readAt
    }
  }
`)

const orderQuery = graphql(`
  query OrderByNumber($number: String!) {
    attributedOrders(number: $number, first: 5) {
      totalCount
      edges {
        node {
          number
        }
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

/**
 * The ambassador's notifications and the statements reading them cost: the least of three reads,
 * since background work (the mail outbox sending confirmations) shares the counter.
 */
async function notificationsOf(token: string) {
  let statements = Number.POSITIVE_INFINITY
  let notifications: ResultOf<typeof notificationsQuery>['notifications'] | undefined
  for (let read = 0; read < 3; read += 1) {
    const before = api.database.handle.statementCount
    const response = await onAmbassador(api, token, notificationsQuery)
    expect(response.body.errors).toBeUndefined()
    statements = Math.min(statements, api.database.handle.statementCount - before)
    notifications = response.body.data?.notifications
  }
  if (!notifications) throw new Error('no notifications')
  return { ...notifications, statements }
}

/** A second session of the same ambassador: another phone. */
async function anotherDevice(email: string): Promise<string> {
  const login = await api.gql(ambassadorLoginMutation, {
    variables: { input: { email, password: strongPassword } },
  })
  const token = login.body.data?.ambassadorLogin.token
  if (!token) throw new Error(JSON.stringify(login.body))
  return token
}

describe('notifications', () => {
  it('give one entry per order, its pending commission inside it, and no click', async () => {
    const who = await approvedAmbassador(api, 'Nora Notified')
    const empty = await notificationsOf(who.token)
    expect(empty).toMatchObject({ unreadCount: 0, readAt: null, entries: [] })
    const operation = await liveOperation(api, who.token, { salesGoal: 50 })
    await clickReferral(api, who.code, '198.51.100.120')
    const first = await placeOrderWith(api, { variantId: variant, code: who.code })
    const second = await placeOrderWith(api, { variantId: variant, code: operation.code })
    const notifications = await notificationsOf(who.token)
    expect(notifications.entries).toEqual([
      {
        type: 'OPERATION_GOAL_REACHED',
        orderNumber: null,
        commissionStatus: null,
        operationCode: operation.code,
      },
      {
        type: 'ORDER_ATTRIBUTED',
        orderNumber: second,
        commissionStatus: null,
        operationCode: null,
      },
      { type: 'ORDER_ATTRIBUTED', orderNumber: first, commissionStatus: null, operationCode: null },
    ])
    expect(notifications.unreadCount).toBe(3)
    expect(notifications.statements).toBe(empty.statements)

    // A later step of a commission is news of its own.
    await api.app.services.orderAdmin.cancel(first, { actor: 'admin' })
    const after = await notificationsOf(who.token)
    expect(after.entries[0]).toMatchObject({
      type: 'COMMISSION_STATUS_CHANGED',
      orderNumber: first,
      commissionStatus: 'REVERSED',
    })
    expect(after.unreadCount).toBe(4)
  })

  it('are read on every device once marked read on one, and new ones count again', async () => {
    const who = await approvedAmbassador(api, 'Paul Phones')
    const phone = await anotherDevice(who.email)
    await placeOrderWith(api, { variantId: variant, code: who.code })
    await placeOrderWith(api, { variantId: variant, code: who.code })
    expect((await notificationsOf(phone)).unreadCount).toBe(2)
    expect((await notificationsOf(who.token)).unreadCount).toBe(2)

    const marked = await onAmbassador(api, who.token, markReadMutation)
    const readAt = marked.body.data?.markNotificationsRead.readAt
    expect(readAt).toEqual(expect.any(String))
    const onPhone = await notificationsOf(phone)
    expect(onPhone).toMatchObject({ unreadCount: 0, readAt })
    expect(onPhone.entries).toHaveLength(2)

    const third = await placeOrderWith(api, { variantId: variant, code: who.code })
    const later = await notificationsOf(phone)
    expect(later.unreadCount).toBe(1)
    expect(later.entries[0]).toMatchObject({ type: 'ORDER_ATTRIBUTED', orderNumber: third })

    // Marking read again never moves the marker back.
    await onAmbassador(api, phone, markReadMutation)
    expect((await notificationsOf(who.token)).unreadCount).toBe(0)
  })

  it('belong to their ambassador alone', async () => {
    const owner = await approvedAmbassador(api, 'Olga Owner')
    const other = await approvedAmbassador(api, 'Omar Other')
    await placeOrderWith(api, { variantId: variant, code: owner.code })
    await onAmbassador(api, other.token, markReadMutation)
    expect((await notificationsOf(owner.token)).unreadCount).toBe(1)
    expect((await notificationsOf(other.token)).entries).toEqual([])
  })
})

describe('attributedOrders by number', () => {
  it('finds the order an entry points to, and never another ambassador’s', async () => {
    const owner = await approvedAmbassador(api, 'Rita Numbers')
    const other = await approvedAmbassador(api, 'Remy Numbers')
    await placeOrderWith(api, { variantId: variant, code: owner.code })
    const wanted = await placeOrderWith(api, { variantId: variant, code: owner.code })
    const found = await onAmbassador(api, owner.token, orderQuery, { number: wanted })
    expect(found.body.data?.attributedOrders).toEqual({
      totalCount: 1,
      edges: [{ node: { number: wanted } }],
    })
    const foreign = await onAmbassador(api, other.token, orderQuery, { number: wanted })
    expect(foreign.body.data?.attributedOrders).toEqual({ totalCount: 0, edges: [] })
  })
})
