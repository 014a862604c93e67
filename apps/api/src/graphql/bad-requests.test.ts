import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { signUp, uniqueEmail } from '../../test/accounts'
import { approvedAmbassador, onAmbassador } from '../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../test/app'
import { addToCartMutation, variantIds } from '../../test/commerce'
import { fixture } from '../../test/fixture'
import { protocol } from '../../test/ws'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { seedDatabase } from '../seed/seed'

let api: TestApp
let ambassadorToken: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  ambassadorToken = (await approvedAmbassador(api, 'Cursor Tester')).token
})

afterAll(async () => {
  await api.close()
})

const cursorOf = (text: string) => Buffer.from(text).toString('base64')
const badCursors = [
  cursorOf('OffsetConnection:-999'),
  cursorOf('OffsetConnection:abc'),
  cursorOf('OffsetConnection:99999999999999999999'),
  cursorOf('SomethingElse:3'),
  'not base64 at all',
]

const commissionsPage = ambassadorGraphql(`
  query CommissionsPage($after: String, $first: Int) {
    commissions(after: $after, first: $first) {
      totalCount
    }
  }
`)

const productsPage = graphql(`
  query ProductsPage($after: String, $first: Int) {
    products(after: $after, first: $first) {
      edges {
        node {
          slug
        }
      }
      pageInfo {
        endCursor
      }
    }
  }
`)

const myOrdersPage = graphql(`
  query MyOrdersPage($after: String) {
    me {
      orders(after: $after) {
        totalCount
      }
    }
  }
`)

const messageOf = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message
const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.code

describe('a cursor no list gave', () => {
  it('answers 400 BAD_USER_INPUT in the caller’s language on the ambassador’s commissions', async () => {
    for (const after of badCursors) {
      const response = await onAmbassador(api, ambassadorToken, commissionsPage, { after })
      expect(response.status, after).toBe(400)
      expect(codeOf(response.body), after).toBe('BAD_USER_INPUT')
      expect(messageOf(response.body)).toBe(
        'This cursor is not valid: use a cursor the same list gave (pageInfo or an edge).',
      )
    }
    const french = await onAmbassador(
      api,
      ambassadorToken,
      commissionsPage,
      { after: badCursors[0] },
      { 'accept-language': 'fr' },
    )
    expect(messageOf(french.body)).toBe(
      'Ce curseur n’est pas valide\u00a0: utilisez un curseur donné par la même liste (pageInfo ou une arête).',
    )
  })

  it('answers 400 on the catalogue and on a customer’s orders, nested under me, too', async () => {
    const products = await api.gql(productsPage, { variables: { after: badCursors[0] } })
    expect([products.status, codeOf(products.body)]).toEqual([400, 'BAD_USER_INPUT'])
    const token = await signUp(api, uniqueEmail())
    const orders = await api.gql(myOrdersPage, { token, variables: { after: badCursors[0] } })
    expect([orders.status, codeOf(orders.body)]).toEqual([400, 'BAD_USER_INPUT'])
  })

  it('answers 400 to a negative count, and pages on with the cursors lists give', async () => {
    const negative = await onAmbassador(api, ambassadorToken, commissionsPage, { first: -1 })
    expect([negative.status, messageOf(negative.body)]).toEqual([
      400,
      '`first` and `last` must be whole numbers, 0 or more.',
    ])
    const first = await api.gql(productsPage, { variables: { first: 1 } })
    const after = first.body.data?.products.pageInfo.endCursor ?? ''
    const next = await api.gql(productsPage, { variables: { first: 1, after } })
    expect(next.status).toBe(200)
    const slugs = (page: typeof first) =>
      page.body.data?.products.edges.map((edge) => edge.node.slug) ?? []
    expect(slugs(next)).toHaveLength(1)
    expect(slugs(next)).not.toEqual(slugs(first))
  })
})

/** 98 KB of arrays in arrays, the JSON text written out (a value that deep would not stringify). */
const deepArrays = `${'['.repeat(49_000)}1${']'.repeat(49_000)}`
const deepQuery = 'query Deep($x: String) { products(search: $x, first: 1) { totalCount } }'
const nestingMessage = 'Variables may nest at most 12 levels deep and hold at most 1000 values.'

describe('variables nested too deep or too many', () => {
  const post = (url: string, variables: string, headers: Record<string, string> = {}) =>
    api.app.fastify.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: `{"query":"${deepQuery}","variables":{"x":${variables}}}`,
    })

  it('answers 400 with a clear message on both endpoints, in the caller’s language', async () => {
    for (const url of ['/gql/public', '/gql/ambassador']) {
      const response = await post(url, deepArrays)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({
        errors: [{ message: nestingMessage, extensions: { code: 'BAD_USER_INPUT' } }],
      })
    }
    const french = await post('/gql/public', deepArrays, { 'accept-language': 'fr' })
    expect(messageOf(french.json())).toBe(
      'Les variables ne peuvent pas s’imbriquer sur plus de 12 niveaux ni contenir plus de 1000 valeurs.',
    )
  })

  it('answers 400 to too many values, and over GET', async () => {
    const wide = `[${Array.from({ length: 1001 }, () => '"a"').join(',')}]`
    expect((await post('/gql/public', `[${wide}]`)).statusCode).toBe(400)
    const fine = await post('/gql/public', '"breton"')
    expect(fine.json()).toEqual({ data: { products: { totalCount: 1 } } })
    const overGet = await api.app.fastify.inject({
      method: 'GET',
      url: '/gql/public',
      query: {
        query: deepQuery,
        variables: `{"x":${'['.repeat(3000)}1${']'.repeat(3000)}}`,
      },
      headers: { 'x-graphql-yoga-csrf': '1' },
    })
    expect([overGet.statusCode, messageOf(overGet.json())]).toEqual([400, nestingMessage])
  })

  it('refuses them over a WebSocket with the same message', async () => {
    const url = `${(await api.listen()).replace('http', 'ws')}/gql/public`
    const socket = new WebSocket(url, protocol)
    const answers: { type: string; payload?: unknown }[] = []
    const refused = new Promise<unknown>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string; payload?: unknown }
        answers.push(message)
        if (message.type === 'connection_ack') {
          socket.send(
            `{"id":"1","type":"subscribe","payload":{"query":"${deepQuery}","variables":{"x":${'['.repeat(5000)}1${']'.repeat(5000)}}}}`,
          )
        }
        if (message.type === 'error') resolve(message.payload)
      })
      socket.on('close', (code) => {
        reject(new Error(`closed with ${String(code)} after ${JSON.stringify(answers)}`))
      })
    })
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init' }))
    })
    try {
      expect(await refused).toEqual([expect.objectContaining({ message: nestingMessage })])
    } finally {
      socket.close()
    }
  })
})

describe('a quantity above the stock left', () => {
  it('adds what is left and answers how many, in both languages', async () => {
    // Three left, five asked for.
    const variantId = (await variantIds(api, ['MAR-M']))['MAR-M'] ?? ''
    const add = (locale: string) =>
      api.gql(addToCartMutation, {
        variables: { input: { variantId, quantity: 5 } },
        headers: { 'accept-language': locale },
      })
    for (const locale of ['en', 'fr']) {
      const payload = (await add(locale)).body.data?.addToCart
      expect(payload).toMatchObject({ added: 3, errors: [], cart: { problems: [] } })
      expect(payload?.cart?.lines).toMatchObject([{ quantity: 3, maxQuantity: 3 }])
    }
  })
})
