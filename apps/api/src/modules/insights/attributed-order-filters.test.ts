import { graphql, type VariablesOf } from '@comptoir/gql-client/ambassador-graphql'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador, liveOperation, onAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorCommissions, orders } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

let api: TestApp
let marie: Awaited<ReturnType<typeof approvedAmbassador>>
let operationId: string
/** Marie's orders: by her code, then by her operation's (one approved), one placed long ago. */
const placed = { code: [] as string[], operation: [] as string[], approved: '', old: '' }
const dayMs = 86_400_000
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10)

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  const variantId = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  marie = await approvedAmbassador(api, 'Marie Filters')
  const other = await approvedAmbassador(api, 'Other Filters')
  const operation = await liveOperation(api, marie.token)
  operationId = operation.id
  for (let index = 0; index < 2; index += 1) {
    placed.code.push(await placeOrderWith(api, { variantId, code: marie.code }))
    placed.operation.push(await placeOrderWith(api, { variantId, code: operation.code }))
  }
  placed.old = await placeOrderWith(api, { variantId, code: marie.code })
  await placeOrderWith(api, { variantId, code: other.code })
  placed.approved = placed.operation[0] ?? ''
  const db = api.database.handle.db
  const [approved] = await db.select().from(orders).where(eq(orders.number, placed.approved))
  await db
    .update(ambassadorCommissions)
    .set({ status: 'APPROVED', approvedAt: new Date() })
    .where(eq(ambassadorCommissions.orderId, approved?.id ?? ''))
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 40 * dayMs) })
    .where(inArray(orders.number, [placed.old]))
})

afterAll(async () => {
  await api.close()
})

const filteredOrdersQuery = graphql(`
  query FilteredOrders(
    $standing: AttributedOrderStanding
    $operationId: ID
    $from: String
    $to: String
  ) {
    attributedOrders(
      first: 20
      standing: $standing
      operationId: $operationId
      from: $from
      to: $to
    ) {
      totalCount
      edges {
        node {
          number
          operation {
            code
          }
          commission {
            status
          }
        }
      }
    }
  }
`)

type Filters = VariablesOf<typeof filteredOrdersQuery>

async function numbers(filters: Filters, token = marie.token, language = 'en') {
  const response = await onAmbassador(api, token, filteredOrdersQuery, filters, {
    'accept-language': language,
  })
  return response
}

async function listed(filters: Filters) {
  const response = await numbers(filters)
  expect(response.body.errors).toBeUndefined()
  const connection = response.body.data?.attributedOrders
  if (!connection) throw new Error(JSON.stringify(response.body))
  const list = connection.edges.map(({ node }) => node.number)
  expect(connection.totalCount, 'the count matches the filtered list').toBe(list.length)
  return list.sort()
}

describe('attributedOrders filters', () => {
  it('keeps the orders standing as asked: commission approved, pending', async () => {
    expect(await listed({ standing: 'APPROVED' })).toEqual([placed.approved])
    expect(await listed({ standing: 'PENDING' })).toEqual(
      [...placed.code, placed.operation[1] ?? '', placed.old].sort(),
    )
    expect(await listed({ standing: 'REVERSED' })).toEqual([])
  })

  it('keeps one operation’s orders, and those placed in a period (UTC days, both included)', async () => {
    expect(await listed({ operationId })).toEqual([...placed.operation].sort())
    expect(await listed({ from: day(29), to: day(0) })).toEqual(
      [...placed.code, ...placed.operation].sort(),
    )
    expect(await listed({ from: day(41), to: day(39) })).toEqual([placed.old])
    expect(await listed({ operationId, standing: 'PENDING', from: day(6), to: day(0) })).toEqual([
      placed.operation[1] ?? '',
    ])
  })

  it('refuses a bad period with a clear error in the ambassador’s language', async () => {
    const english = await numbers({ from: day(0), to: day(3) })
    expect(english.body.errors?.[0]).toMatchObject({
      message: 'The end date must be on or after the start date.',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const french = await numbers({ from: '2026-02-30', to: day(0) }, marie.token, 'fr')
    expect(french.body.errors?.[0]?.message).toBe(
      'Les dates doivent être des jours réels au format AAAA-MM-JJ, par exemple 2026-11-30.',
    )
  })

  it('costs the same SQL statements filtered or not, for one order or many', async () => {
    const statements = async (filters: Filters) => {
      let least = Number.POSITIVE_INFINITY
      for (let run = 0; run < 3; run += 1) {
        const before = api.database.handle.statementCount
        const response = await numbers(filters)
        expect(response.body.errors).toBeUndefined()
        least = Math.min(least, api.database.handle.statementCount - before)
      }
      return least
    }
    const all = await statements({})
    expect(await statements({ standing: 'APPROVED' })).toBe(all)
    expect(await statements({ operationId, from: day(6), to: day(0) })).toBe(all)
  })
})
