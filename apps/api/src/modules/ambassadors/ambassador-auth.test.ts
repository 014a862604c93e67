import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'

import {
  ambassadorLoginMutation,
  meQuery,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../../../test/accounts'
import { ambassadorLogoutMutation } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { handshake, socketOperation, subscribeBeforeInit } from '../../../test/ws'
import { ambassadors, sessions, users } from '../../db/schema'
import { createSession } from '../accounts/sessions.service'
import { hashToken } from '../accounts/tokens'

let api: TestApp
let socketUrl: string

const ambassadorMe = graphql(`
  query AmbassadorMe {
    me {
      code
      status
      email
    }
  }
`)

async function createAmbassador(status: 'APPROVED' | 'APPLIED', code: string) {
  const email = uniqueEmail(code.toLowerCase())
  await signUp(api, email)
  const [user] = await api.database.handle.db.select().from(users).where(eq(users.email, email))
  await api.database.handle.db
    .insert(ambassadors)
    .values({ userId: user!.id, code, displayName: code, status })
  if (status !== 'APPROVED') {
    // Sign-in refuses applicants; a session made directly checks the endpoint's own guard.
    const { token } = await createSession(api.database.handle.db, user!.id, 'ambassador')
    return { email, token }
  }
  const response = await api.gql(ambassadorLoginMutation, {
    variables: { input: { email, password: strongPassword } },
  })
  const token = response.body.data?.ambassadorLogin.token
  if (!token) throw new Error(JSON.stringify(response.body))
  return { email, token }
}

let approved: { email: string; token: string }
let applied: { email: string; token: string }

beforeAll(async () => {
  api = await startTestApp()
  const origin = await api.listen()
  socketUrl = `${origin.replace('http', 'ws')}/gql/ambassador`
  approved = await createAmbassador('APPROVED', 'ALICE')
  applied = await createAmbassador('APPLIED', 'BOB')
})

afterAll(async () => {
  await api.close()
})

const onAmbassador = (token?: string, headers: Record<string, string> = {}) =>
  api.gql(ambassadorMe, { path: '/gql/ambassador', ...(token ? { token } : {}), headers })

describe('the ambassador endpoint over HTTP', () => {
  it('serves an approved ambassador', async () => {
    const response = await onAmbassador(approved.token)
    expect(response.status).toBe(200)
    expect(response.body.data?.me).toEqual({
      code: 'ALICE',
      status: 'APPROVED',
      email: approved.email,
    })
  })

  it.each([
    ['no Authorization header', undefined, {}],
    ['a malformed header', undefined, { authorization: 'Basic abc' }],
    ['an unknown token', 'A'.repeat(43), {}],
  ])('answers 401 UNAUTHENTICATED to %s', async (_case, token, headers) => {
    const response = await onAmbassador(token, headers)
    expect(response.status).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(response.body.data).toBeUndefined()
  })

  it('answers 401 to a customer token of the public scope', async () => {
    const customer = await signUp(api)
    const response = await onAmbassador(customer)
    expect(response.status).toBe(401)
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('answers 401 to an expired ambassador token', async () => {
    const { token } = await createAmbassador('APPROVED', 'CAROL')
    await api.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect((await onAmbassador(token)).status).toBe(401)
  })

  it('answers 403 FORBIDDEN to an ambassador who is not approved', async () => {
    const response = await onAmbassador(applied.token)
    expect(response.status).toBe(403)
    expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })

  it('gives the ambassador token no customer identity on the public endpoint', async () => {
    expect((await api.gql(meQuery, { token: approved.token })).body.data?.me).toBeNull()
  })

  it('refuses ambassador sign-in to an account without an ambassador profile', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const response = await api.gql(ambassadorLoginMutation, {
      variables: { input: { email, password: strongPassword } },
    })
    expect(response.body.data?.ambassadorLogin).toMatchObject({
      token: null,
      errors: [{ code: 'invalid_credentials' }],
    })
  })

  it('logs out: the token is refused afterwards', async () => {
    const { token } = await createAmbassador('APPROVED', 'DAVE')
    const logout = await api.gql(ambassadorLogoutMutation, { path: '/gql/ambassador', token })
    expect(logout.body.data).toEqual({ logout: { ok: true } })
    expect((await onAmbassador(token)).status).toBe(401)
  })
})

describe('the ambassador endpoint over WebSocket', () => {
  const params = (token: string) => ({ Authorization: `Bearer ${token}` })

  it('acknowledges an approved ambassador and runs operations', async () => {
    expect(await handshake(socketUrl, params(approved.token))).toEqual({
      acknowledged: true,
      closeCode: null,
    })
    const result = await socketOperation(socketUrl, ambassadorMe, params(approved.token))
    expect(result.data?.me.code).toBe('ALICE')
  })

  it('closes with 4401 without a valid ambassador token', async () => {
    const customer = await signUp(api)
    for (const payload of [null, {}, params('A'.repeat(43)), params(customer)]) {
      expect(await handshake(socketUrl, payload)).toEqual({ acknowledged: false, closeCode: 4401 })
    }
  })

  it('closes with 4403 for an ambassador who is not approved', async () => {
    expect(await handshake(socketUrl, params(applied.token))).toEqual({
      acknowledged: false,
      closeCode: 4403,
    })
  })

  it('closes with 4401 when an operation comes before connection_init', async () => {
    expect(await subscribeBeforeInit(socketUrl)).toBe(4401)
  })
})
