// @vitest-environment node
import { graphql } from '@comptoir/gql-client/public-graphql'
import {
  apiSchema,
  cachedClient,
  mutationNames,
  mutationsCarrying,
} from '@comptoir/gql-client/testing'
import { describe, expect, it } from 'vitest'

import { cartMutations } from './features/cart/cart-cache'
import { shopCache } from './shop-cache'

const cartFields = graphql(`
  fragment CartFields on Cart @_unmask {
    id
    itemCount
    total {
      amount
      currency
    }
    lines {
      id
      quantity
    }
  }
`)
const cartDocument = graphql(
  `
    query Cart($cartId: ID) {
      cart(cartId: $cartId) {
        ...CartFields
      }
    }
  `,
  [cartFields],
)
const addToCartDocument = graphql(
  `
    mutation AddToCart($input: AddToCartInput!) {
      addToCart(input: $input) {
        cart {
          ...CartFields
        }
        errors {
          field
          message
        }
      }
    }
  `,
  [cartFields],
)
const orderDocument = graphql(`
  query Order($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      number
      status
      total {
        amount
        currency
      }
    }
  }
`)
const placeOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        number
        status
        total {
          amount
          currency
        }
      }
      errors {
        field
        message
      }
    }
  }
`)
const productsDocument = graphql(`
  query Products($first: Int, $after: String) {
    products(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`)

const money = (amount: number) => ({ amount, currency: 'EUR' })

/** The catalogue's answers: five products, a page at a time. */
function catalogue() {
  const names = ['Bol', 'Tasse', 'Pichet', 'Plat', 'Vase']
  return {
    products: ({ first, after }: { first: number; after?: string | null }) => {
      const start = after ? Number(after) : 0
      const page = names.slice(start, start + first)
      return {
        edges: page.map((name, index) => ({
          cursor: String(start + index + 1),
          node: { id: `p${String(start + index + 1)}`, name },
        })),
        pageInfo: { endCursor: String(start + page.length), hasNextPage: start + first < 5 },
      }
    },
  }
}

/** The API's answers, kept in memory: carts by id, one order. */
function shop() {
  const carts = new Map<string, { id: string; lines: { id: string; quantity: number }[] }>()
  const cartView = (cart: { id: string; lines: { id: string; quantity: number }[] }) => {
    const itemCount = cart.lines.reduce((sum, line) => sum + line.quantity, 0)
    return { ...cart, itemCount, total: money(1000 * itemCount) }
  }
  return {
    cart: ({ cartId }: { cartId?: string | null }) => {
      const cart = cartId ? carts.get(cartId) : carts.get('mine')
      return cart ? cartView(cart) : null
    },
    addToCart: ({ input }: { input: { cartId?: string | null; quantity: number } }) => {
      const id = input.cartId ?? 'mine'
      const cart = carts.get(id) ?? { id, lines: [] }
      cart.lines.push({ id: `${id}-${String(cart.lines.length + 1)}`, quantity: input.quantity })
      carts.set(id, cart)
      return { cart: cartView(cart), errors: [] }
    },
    placeOrder: ({ input }: { input: { cartId?: string | null } }) => {
      carts.delete(input.cartId ?? 'mine')
      const order = { number: 'CMP-1001', status: 'PAID', total: money(2000) }
      return { order, accessToken: 'access', errors: [] }
    },
    order: () => ({ number: 'CMP-1001', status: 'SHIPPED', total: money(2000) }),
  }
}

function setup() {
  return cachedClient('public', shopCache, { ...shop(), ...catalogue() })
}

describe('the shop cache', () => {
  it('updates only mutations the schema has', () => {
    const mutations = mutationNames(apiSchema('public'))
    const updated = Object.keys(shopCache.updates?.Mutation ?? {})
    expect(updated).toEqual(expect.arrayContaining(['addToCart', 'placeOrder']))
    for (const field of updated) expect(mutations).toContain(field)
  })

  it('knows every public mutation whose payload carries the cart', () => {
    expect([...cartMutations].sort()).toEqual(mutationsCarrying(apiSchema('public'), 'Cart'))
  })

  it("puts a cart mutation's cart in Query.cart, for the query cached and the cart's own id", async () => {
    const { client, fetch, warnings } = setup()
    const empty = await client.query(cartDocument, { cartId: null }).toPromise()
    expect(empty.data?.cart).toBeNull()

    await client
      .mutation(addToCartDocument, { input: { cartId: 'c9', variantId: 'v1', quantity: 2 } })
      .toPromise()
    expect(client.readQuery(cartDocument, { cartId: null })?.data?.cart).toMatchObject({
      id: 'c9',
      itemCount: 2,
      total: { amount: 2000, currency: 'EUR' },
    })
    expect(client.readQuery(cartDocument, { cartId: 'c9' })?.data?.cart?.itemCount).toBe(2)

    await client
      .mutation(addToCartDocument, { input: { cartId: 'c9', variantId: 'v2', quantity: 1 } })
      .toPromise()
    const cached = await client.query(cartDocument, { cartId: 'c9' }).toPromise()
    expect(cached.data?.cart?.lines).toHaveLength(2)
    expect(fetch.operations).toEqual(['Cart', 'AddToCart', 'AddToCart'])
    expect(warnings).toEqual([])
  })

  it('answers the order after placeOrder and forgets the consumed cart', async () => {
    const { client, fetch, warnings } = setup()
    await client
      .mutation(addToCartDocument, { input: { cartId: 'c1', variantId: 'v1', quantity: 1 } })
      .toPromise()
    await client.query(cartDocument, { cartId: 'c1' }).toPromise()

    await client
      .mutation(placeOrderDocument, {
        input: {
          cartId: 'c1',
          idempotencyKey: 'key-0123456789abcdef',
          paymentMethod: 'BANK_TRANSFER',
        },
      })
      .toPromise()
    const order = await client
      .query(orderDocument, { number: 'CMP-1001', accessToken: 'access' })
      .toPromise()
    expect(order.data?.order).toMatchObject({
      number: 'CMP-1001',
      status: 'PAID',
      total: { amount: 2000, currency: 'EUR' },
    })
    expect(client.readQuery(orderDocument, { number: 'CMP-1001' })?.data?.order?.status).toBe(
      'PAID',
    )
    expect(client.readQuery(cartDocument, { cartId: 'c1' })?.data?.cart).toBeNull()
    expect(fetch.operations).toEqual(['AddToCart', 'PlaceOrder'])
    expect(warnings).toEqual([])
  })

  it('keeps each page of Query.products apart, as the numbered catalogue shows them', async () => {
    const { client, warnings } = setup()
    await client.query(productsDocument, { first: 2 }).toPromise()
    const second = await client.query(productsDocument, { first: 2, after: '2' }).toPromise()
    expect(second.data?.products.edges.map((edge) => edge.node.name)).toEqual(['Pichet', 'Plat'])
    expect(second.data?.products.pageInfo).toMatchObject({ endCursor: '4', hasNextPage: true })
    const first = client.readQuery(productsDocument, { first: 2 })
    expect(first?.data?.products.edges.map((edge) => edge.node.name)).toEqual(['Bol', 'Tasse'])
    expect(warnings).toEqual([])
  })
})
