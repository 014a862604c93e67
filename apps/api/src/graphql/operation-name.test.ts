import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { meQuery, signUp, uniqueEmail } from '../../test/accounts'
import { startTestApp, type TestApp } from '../../test/app'
import { fixture } from '../../test/fixture'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { seedDatabase } from '../seed/seed'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

interface Answer {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
}

/** Sends `query` asking for one of its operations, by POST or by GET (with a CSRF header). */
async function ask(
  method: 'GET' | 'POST',
  query: string,
  operationName: string,
  token?: string,
): Promise<{ status: number; body: Answer }> {
  const authorization = token ? { authorization: `Bearer ${token}` } : {}
  const response =
    method === 'POST'
      ? await api.app.fastify.inject({
          method,
          url: '/gql/public',
          headers: { 'content-type': 'application/json', ...authorization },
          payload: JSON.stringify({ query, operationName }),
        })
      : await api.app.fastify.inject({
          method,
          url: '/gql/public',
          query: { query, operationName },
          headers: { 'x-graphql-yoga-csrf': '1', ...authorization },
        })
  return { status: response.statusCode, body: response.json<Answer>() }
}

/** The signed-in customer's e-mail, or null once the session has ended. */
async function signedInAs(token: string): Promise<string | null> {
  const me = (await api.gql(meQuery, { token })).body.data?.me
  return me?.email ?? null
}

/** One document, two operations: a read, and a sign-out. */
const readAndSignOut = (tag: string) => `
  query Read${tag} { me { email } }
  mutation SignOut${tag} { logout { ok } }
`

describe('a document holding several operations', () => {
  it('runs the operation asked for, whichever one was compiled first', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    const document = readAndSignOut('A')

    // SignOutA compiled first, with a session of no consequence.
    const spare = await signUp(api, uniqueEmail())
    expect((await ask('POST', document, 'SignOutA', spare)).body.data).toEqual({
      logout: { ok: true },
    })
    expect((await ask('POST', document, 'ReadA', token)).body).toEqual({ data: { me: { email } } })
    expect((await ask('GET', document, 'ReadA', token)).body).toEqual({ data: { me: { email } } })
    expect(await signedInAs(token)).toBe(email)
  })

  it('runs the mutation when asked, after the query was compiled first', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    const document = readAndSignOut('B')
    expect((await ask('GET', document, 'ReadB', token)).body).toEqual({ data: { me: { email } } })
    expect((await ask('POST', document, 'SignOutB', token)).body).toEqual({
      data: { logout: { ok: true } },
    })
    expect(await signedInAs(token)).toBeNull()
  })

  it('refuses the mutation over GET, after the mutation was compiled by POST', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    const document = readAndSignOut('C')
    const spare = await signUp(api, uniqueEmail())
    await ask('POST', document, 'SignOutC', spare)
    const overGet = await ask('GET', document, 'SignOutC', token)
    expect(overGet.status).toBe(405)
    expect(overGet.body.data).toBeUndefined()
    expect(await signedInAs(token)).toBe(email)
  })
})

describe('the catalogue cache, for a document holding several operations', () => {
  it('keeps the catalogue operation’s answer, never the customer’s own', async () => {
    const document = `
      query Catalogue { categories { slug } }
      query Mine { me { email } }
    `
    const catalogue = await ask('POST', document, 'Catalogue')
    expect(catalogue.body.data?.categories).toEqual(expect.arrayContaining([expect.anything()]))

    const email = uniqueEmail()
    const token = await signUp(api, email)
    expect((await ask('POST', document, 'Mine', token)).body).toEqual({ data: { me: { email } } })
    expect((await ask('POST', document, 'Mine')).body).toEqual({ data: { me: null } })
  })
})
