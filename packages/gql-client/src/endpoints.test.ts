// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { resolveEndpoints } from './endpoints'

describe('resolveEndpoints', () => {
  it('gives https and wss addresses on a secure origin', () => {
    expect(resolveEndpoints('/gql/public', 'https://shop.test')).toEqual({
      http: 'https://shop.test/gql/public',
      ws: 'wss://shop.test/gql/public',
    })
  })

  it('gives http and ws addresses with the port on a plain origin', () => {
    expect(resolveEndpoints('/gql/ambassador', 'http://127.0.0.1:4000/')).toEqual({
      http: 'http://127.0.0.1:4000/gql/ambassador',
      ws: 'ws://127.0.0.1:4000/gql/ambassador',
    })
  })

  it('refuses an origin that is not http(s)', () => {
    expect(() => resolveEndpoints('/gql/public', 'ftp://shop.test')).toThrow(/http or https/)
  })
})
