import type { IncomingMessage } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { meQuery, signUp, signupMutation, uniqueEmail } from '../../test/accounts'
import { startTestApp, type TestApp } from '../../test/app'
import { socketOperation } from '../../test/ws'
import { clientAddress } from './socket-request'

describe('clientAddress', () => {
  const request = (forwarded?: string) =>
    ({
      socket: { remoteAddress: '10.0.0.1' },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage

  it('uses the socket peer unless proxies are trusted', () => {
    expect(clientAddress(request('1.2.3.4'), false)).toBe('10.0.0.1')
    expect(clientAddress(request(), true)).toBe('10.0.0.1')
  })

  it('walks back as many X-Forwarded-For hops as proxies are trusted', () => {
    const forwarded = '6.6.6.6, 1.2.3.4, 192.168.0.9'
    expect(clientAddress(request(forwarded), 1)).toBe('192.168.0.9')
    expect(clientAddress(request(forwarded), 2)).toBe('1.2.3.4')
    expect(clientAddress(request(forwarded), true)).toBe('6.6.6.6')
    expect(clientAddress(request(forwarded), 9)).toBe('6.6.6.6')
  })
})

describe('the public endpoint over WebSocket', () => {
  let api: TestApp
  let url: string

  beforeAll(async () => {
    api = await startTestApp()
    url = `${(await api.listen()).replace('http', 'ws')}/gql/public`
  })

  afterAll(async () => {
    await api.close()
  })

  it('is anonymous without a token and knows the customer from the Authorization parameter', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    expect((await socketOperation(url, meQuery)).data).toEqual({ me: null })
    const signedIn = await socketOperation(url, meQuery, { Authorization: `Bearer ${token}` })
    expect(signedIn.data?.me?.email).toBe(email)
  })

  it.each([
    ['Accept-Language', 'fr', 'Ce champ est obligatoire'],
    ['acceptLanguage', 'fr', 'Ce champ est obligatoire'],
    ['acceptLanguage', 'en', 'This field is required'],
  ])('speaks the language of the %s connection parameter (%s)', async (key, locale, message) => {
    const result = await socketOperation(
      url,
      signupMutation,
      { [key]: locale },
      { input: { email: '', password: '', name: 'x', locale: 'fr' } },
    )
    expect(result.data?.signup.errors[0]?.message).toBe(message)
  })
})
