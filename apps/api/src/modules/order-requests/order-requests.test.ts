import { graphql as adminGraphql } from '@comptoir/gql-client/admin-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp, uniqueEmail } from '../../../test/accounts'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { staffWithSession } from '../../../test/staff'
import { orders, orderStatusEvents } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const requestMutation = graphql(`
  mutation AskOrderChange($input: OrderRequestInput!) {
    requestOrderChange(input: $input) {
      order {
        number
        requests {
          made {
            kind
            reason
          }
          available
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const orderQuery = graphql(`
  query OrderRequestsOfOrder($number: String!) {
    order(number: $number) {
      status
      requests {
        available
        returnableUntil
      }
    }
  }
`)

const staffOrderQuery = adminGraphql(`
  query StaffOrderRequests($number: String!) {
    order(number: $number) {
      number
      requests {
        kind
        reason
      }
    }
  }
`)

let api: TestApp
let variant: string
const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = (await variantIds(api, ['TEA-1']))['TEA-1']!
})

afterAll(async () => {
  await api.close()
})

/** A signed-in customer's paid order. */
async function customerOrder() {
  const email = uniqueEmail('requests')
  const token = await signUp(api, email)
  const number = await placeOrderWith(api, { variantId: variant, quantity: 1, token, email })
  return { email, token, number }
}

/** Moves an order to `status` as the back office would, `ago` milliseconds back. */
async function moveTo(number: string, status: 'SHIPPED' | 'DELIVERED', ago = 0) {
  const db = api.database.handle.db
  const [order] = await db
    .update(orders)
    .set({ status })
    .where(eq(orders.number, number))
    .returning({ id: orders.id })
  await db.insert(orderStatusEvents).values({
    orderId: order!.id,
    toStatus: status,
    actor: 'back-office',
    createdAt: new Date(Date.now() - ago),
  })
}

describe('cancellation and return requests from the order page', () => {
  it('records a cancellation once, mails the shop and acknowledges the buyer', async () => {
    const { email, token, number } = await customerOrder()
    const before = await api.gql(orderQuery, { token, variables: { number } })
    expect(before.body.data?.order?.requests.available).toEqual(['CANCEL'])

    const toShop = api.mail.next('contact@comptoir.test')
    const toBuyer = api.mail.next(email)
    const asked = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'CANCEL', reason: ' Ordered the wrong colour ' } },
    })
    expect(asked.body.data?.requestOrderChange).toEqual({
      order: {
        number,
        requests: { made: [{ kind: 'CANCEL', reason: 'Ordered the wrong colour' }], available: [] },
      },
      errors: [],
    })
    const shopMail = await toShop
    expect(shopMail.subject).toBe(`[Cancellation] ${number}`)
    expect(shopMail.replyTo).toBe(email)
    expect(shopMail.text).toContain('Ordered the wrong colour')
    const acknowledgement = await toBuyer
    expect(acknowledgement.subject).toBe(`Your cancellation request · ${number}`)

    const sentBefore = api.mail.sent.length
    const again = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'CANCEL', reason: 'Please cancel it' } },
    })
    expect(again.body.data?.requestOrderChange.errors).toEqual([])
    expect(again.body.data?.requestOrderChange.order?.requests.made).toHaveLength(1)
    expect(api.mail.sent.length).toBe(sentBefore)

    const staff = await staffWithSession(api, 'orders')
    const seen = await api.gql(staffOrderQuery, {
      path: '/gql/admin',
      token: staff.token,
      variables: { number },
    })
    expect(seen.body.data?.order?.requests).toEqual([
      { kind: 'CANCEL', reason: 'Ordered the wrong colour' },
    ])
  })

  it('answers a stranger as if the order did not exist, and records nothing', async () => {
    const { number } = await customerOrder()
    const stranger = await signUp(api)
    const asked = await api.gql(requestMutation, {
      token: stranger,
      headers: { 'accept-language': 'fr' },
      variables: { input: { number, kind: 'CANCEL', reason: 'Not mine' } },
    })
    expect(asked.body.data?.requestOrderChange).toEqual({
      order: null,
      errors: [{ field: null, code: 'not_found', message: 'Cette commande est introuvable.' }],
    })
    const staff = await staffWithSession(api, 'orders')
    const seen = await api.gql(staffOrderQuery, {
      path: '/gql/admin',
      token: staff.token,
      variables: { number },
    })
    expect(seen.body.data?.order?.requests).toEqual([])
  })

  it('refuses to cancel a shipped order, offers a return once delivered, for 14 days', async () => {
    const { token, number } = await customerOrder()
    await moveTo(number, 'SHIPPED')
    const cancel = await api.gql(requestMutation, {
      token,
      headers: { 'accept-language': 'fr' },
      variables: { input: { number, kind: 'CANCEL', reason: 'Trop tard ?' } },
    })
    expect(cancel.body.data?.requestOrderChange.errors).toEqual([
      {
        field: null,
        code: 'not_cancellable',
        message:
          'Cette commande ne peut plus être annulée : une fois livrée, demandez à la retourner.',
      },
    ])
    const early = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'RETURN', reason: 'Too small' } },
    })
    expect(early.body.data?.requestOrderChange.errors[0]?.code).toBe('not_delivered')

    await moveTo(number, 'DELIVERED', 2 * day)
    const delivered = await api.gql(orderQuery, { token, variables: { number } })
    expect(delivered.body.data?.order?.requests.available).toEqual(['RETURN'])
    const until = new Date(delivered.body.data?.order?.requests.returnableUntil ?? 0).getTime()
    expect(Math.abs(until - (Date.now() + 12 * day))).toBeLessThan(60_000)

    const empty = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'RETURN', reason: '' } },
    })
    expect(empty.body.data?.requestOrderChange.errors[0]?.field).toBe('reason')
    const returned = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'RETURN', reason: 'Too small' } },
    })
    expect(returned.body.data?.requestOrderChange.order?.requests).toEqual({
      made: [{ kind: 'RETURN', reason: 'Too small' }],
      available: [],
    })
  })

  it('closes the return window 14 days after delivery', async () => {
    const { token, number } = await customerOrder()
    await moveTo(number, 'DELIVERED', 15 * day)
    const late = await api.gql(requestMutation, {
      token,
      variables: { input: { number, kind: 'RETURN', reason: 'Changed my mind' } },
    })
    expect(late.body.data?.requestOrderChange.errors).toEqual([
      {
        field: null,
        code: 'return_window_over',
        message: 'The return window of this order has closed.',
      },
    ])
  })
})
