import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'

import { orders, orderStatusEvents } from '../src/db/schema'
import { createPasswordHasher } from '../src/modules/accounts/passwords'
import { seedDatabase } from '../src/seed/seed'
import { startTestApp, type TestApp, type TestAppOptions } from './app'
import { idempotencyKey, readyCart, testCard, variantIds } from './commerce'
import { fixture } from './fixture'

export const placeTransferOrderMutation = graphql(`
  mutation PlaceTransferOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        number
        status
        total {
          amount
        }
        bankTransfer {
          holder
          iban
          bic
          reference
          amount {
            amount
            currency
          }
          payBy
        }
      }
      errors {
        code
        message
      }
    }
  }
`)

export const orderBankTransferQuery = graphql(`
  query OrderBankTransfer($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      status
      bankTransfer {
        iban
        reference
      }
    }
  }
`)

export const dayMs = 24 * 60 * 60 * 1000

/**
 * The API on its own seeded database, and what the tests of unpaid orders do with it: place an
 * order by transfer (or test card), read an order's state, history and placing time.
 */
export async function startUnpaidOrdersShop(options: TestAppOptions = {}) {
  const api: TestApp = await startTestApp(options)
  if (!options.database) await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  const variant = await variantIds(api, ['MAR-S', 'MAR-M', 'TEA-1'])

  async function place(
    lines: [sku: string, quantity: number][],
    paymentMethod: 'BANK_TRANSFER' | 'TEST_CARD' = 'BANK_TRANSFER',
    locale: 'en' | 'fr' = 'en',
    email = 'payer@example.test',
  ) {
    const request = { headers: { 'accept-language': locale } }
    const cart = await readyCart(
      api,
      lines.map(([sku, quantity]) => [variant[sku] ?? '', quantity]),
      request,
      email,
    )
    const response = await api.gql(placeTransferOrderMutation, {
      ...request,
      variables: {
        input: {
          cartId: cart.id,
          idempotencyKey: idempotencyKey(),
          paymentMethod,
          ...(paymentMethod === 'TEST_CARD' ? { card: testCard } : {}),
        },
      },
    })
    const placed = response.body.data?.placeOrder
    if (!placed?.order) throw new Error(`placeOrder failed: ${JSON.stringify(response.body)}`)
    return { ...placed, order: placed.order }
  }

  async function orderState(number: string) {
    const db = api.database.handle.db
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    if (!order) throw new Error(`no order ${number}`)
    const events = await db
      .select({ to: orderStatusEvents.toStatus, actor: orderStatusEvents.actor })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(orderStatusEvents.createdAt, orderStatusEvents.id)
    return { order, events }
  }

  return { api, place, orderState }
}

export type UnpaidOrdersShop = Awaited<ReturnType<typeof startUnpaidOrdersShop>>
