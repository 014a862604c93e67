import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import { graphql } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../test/app'
import { protocol, socketOperation } from '../../test/ws'

const categoriesQuery = graphql(`
  query Categories {
    categories {
      slug
    }
  }
`)

let production: TestApp
let development: TestApp
let socketUrl: string

beforeAll(async () => {
  ;[production, development] = await Promise.all([
    startTestApp({ env: { NODE_ENV: 'production' } }),
    startTestApp({ env: { NODE_ENV: 'development' } }),
  ])
  socketUrl = `${(await production.listen()).replace('http', 'ws')}/gql/public`
})

afterAll(async () => {
  await Promise.all([production.close(), development.close()])
})

/** Depth 6, the deepest the catalogue needs: products > edges > node > variants > price > amount. */
const depthSix = '{ products(first: 1) { edges { node { variants { price { amount } } } } } }'
const depthSeven =
  '{ products(first: 1) { edges { node { variants { price { amount { x } } } } } } }'
const sixteenAliases = `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: categories { slug }`).join(' ')} }`
const fifteenAliases = `{ ${Array.from({ length: 15 }, (_, index) => `a${index}: categories { slug }`).join(' ')} }`

const messages = (errors: readonly { message: string }[] | undefined) =>
  (errors ?? []).map((error) => error.message).join('\n')

describe('operation limits on HTTP', () => {
  it('accepts depth 6 and rejects depth 7', async () => {
    expect((await production.gql(depthSix)).body.errors).toBeUndefined()
    const deep = await production.gql(depthSeven)
    expect(messages(deep.body.errors)).toContain('Query depth limit of 6 exceeded')
    expect(deep.body.data).toBeUndefined()
  })

  it('measures depth as if fragments were inlined, so colocated fragments cost nothing', async () => {
    const withFragments = `{ products(first: 1) { edges { node { ...Card } } } }
      fragment Card on Product { variants { ...Variant } }
      fragment Variant on ProductVariant { price { amount } }`
    expect((await production.gql(withFragments)).body.errors).toBeUndefined()
    const tooDeep = `{ products(first: 1) { edges { node { ...Card } } } }
      fragment Card on Product { variants { price { amount { x } } } }`
    expect(messages((await production.gql(tooDeep)).body.errors)).toContain(
      'Query depth limit of 6 exceeded',
    )
  })

  it('costs a query written with fragments as the same query inlined', async () => {
    const inlined = `{ products(first: 20) { edges { node { id name
      price { amount currency } compareAtPrice { amount currency }
      variants { id sku price { amount currency } compareAtPrice { amount currency } } } } } }`
    const withFragments = `{ products(first: 20) { edges { node { id name
      price { ...Money } compareAtPrice { ...Money }
      variants { id sku price { ...Money } compareAtPrice { ...Money } } } } } }
      fragment Money on Money { amount currency }`
    expect((await production.gql(inlined)).body.errors).toBeUndefined()
    expect((await production.gql(withFragments)).body.errors).toBeUndefined()
  })

  it('accepts 15 aliases and rejects 16', async () => {
    expect((await production.gql(fifteenAliases)).body.errors).toBeUndefined()
    expect(messages((await production.gql(sixteenAliases)).body.errors)).toContain(
      'Aliases limit of 15 exceeded',
    )
  })

  it('rejects 16 aliased sign-in attempts in one request before running any', async () => {
    const spy = vi.spyOn(production.app.services.accounts, 'login')
    const logins = Array.from(
      { length: 16 },
      (_, index) =>
        `l${index}: login(input: { email: "a@b.test", password: "guess-${index}" }) { token }`,
    ).join(' ')
    const response = await production.gql(`mutation { ${logins} }`)
    expect(messages(response.body.errors)).toContain('Aliases limit of 15 exceeded')
    expect(spy).not.toHaveBeenCalled()
  })

  it('rejects documents of more than 1000 tokens', async () => {
    const fields = Array.from({ length: 1100 }, () => '__typename').join(' ')
    expect(messages((await production.gql(`{ ${fields} }`)).body.errors)).toContain(
      'Token limit of 1000 exceeded',
    )
  })
})

describe('operation limits on WebSocket', () => {
  it('applies the same depth and alias limits as HTTP', async () => {
    const ok = await socketOperation(socketUrl, depthSix)
    expect(ok.errors).toBeUndefined()
    await expect(socketOperation(socketUrl, depthSeven)).rejects.toThrow(
      'Query depth limit of 6 exceeded',
    )
    await expect(socketOperation(socketUrl, sixteenAliases)).rejects.toThrow(
      'Aliases limit of 15 exceeded',
    )
  })

  it('refuses introspection in production', async () => {
    await expect(socketOperation(socketUrl, '{ __schema { types { name } } }')).rejects.toThrow(
      /introspection/i,
    )
  })

  it('refuses sockets opened from a foreign origin', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(socketUrl, protocol, { origin: 'https://evil.example' })
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0)
      })
      socket.on('open', () => {
        reject(new Error('the socket opened'))
      })
      socket.on('error', () => undefined)
    })
    expect(status).toBe(403)
  })
})

describe('introspection, suggestions and errors', () => {
  const introspection = '{ __schema { queryType { name } } }'

  it('turns introspection and field suggestions off in production only', async () => {
    expect(messages((await production.gql(introspection)).body.errors)).toMatch(/introspection/i)
    expect((await development.gql(introspection)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    })
    expect(
      messages((await production.gql('{ prodcts { totalCount } }')).body.errors),
    ).not.toContain('Did you mean')
    expect(messages((await development.gql('{ prodcts { totalCount } }')).body.errors)).toContain(
      'Did you mean',
    )
  })

  it('masks unexpected errors', async () => {
    vi.spyOn(production.app.services.catalog, 'listCategories').mockRejectedValueOnce(
      new Error('connection to db://admin:hunter2 refused'),
    )
    const response = await production.gql(categoriesQuery)
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: 'Unexpected error.' }) as unknown,
    ])
    expect(JSON.stringify(response.body)).not.toContain('hunter2')
  })
})

describe('HTTP transport rules', () => {
  const inject = (options: InjectOptions) => production.app.fastify.inject(options)

  it('refuses GET queries without a CSRF-prevention header, and GET mutations', async () => {
    const query = encodeURIComponent('{ categories { slug } }')
    expect((await inject({ url: `/gql/public?query=${query}` })).statusCode).toBe(403)
    const allowed = await inject({
      url: `/gql/public?query=${query}`,
      headers: { 'x-graphql-yoga-csrf': '1' },
    })
    expect(allowed.statusCode).toBe(200)
    const mutation = encodeURIComponent('mutation { logout { ok } }')
    const refused = await inject({
      url: `/gql/public?query=${mutation}`,
      headers: { 'x-graphql-yoga-csrf': '1' },
    })
    expect(refused.statusCode).toBe(405)
  })

  it.each([
    ['application/x-www-form-urlencoded', 'query=mutation%20%7B%20logout%20%7B%20ok%20%7D%20%7D'],
    ['text/plain', '{"query":"mutation { logout { ok } }"}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--',
    ],
  ])(
    'refuses a %s POST (a request a foreign page can send without preflight)',
    async (type, payload) => {
      const response = await inject({
        method: 'POST',
        url: '/gql/public',
        headers: { 'content-type': type },
        payload,
      })
      expect([403, 415]).toContain(response.statusCode)
    },
  )

  it('refuses batches', async () => {
    const response = await inject({
      method: 'POST',
      url: '/gql/public',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    })
    expect(response.statusCode).toBe(400)
  })

  it('serves no GraphiQL page', async () => {
    for (const headers of [
      { accept: 'text/html' },
      { accept: 'text/html', 'x-graphql-yoga-csrf': '1' },
    ]) {
      const response = await inject({ url: '/gql/public', headers })
      expect(response.body).not.toMatch(/<html|graphiql/i)
      expect(response.statusCode).not.toBe(200)
    }
  })
})
