// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import {
  ambassadorCacheConfig,
  cacheConfigFor,
  extendCacheConfig,
  publicCacheConfig,
} from './cache'

describe('cacheConfigFor', () => {
  it('gives public and oldPublic the public settings, ambassador its own', () => {
    expect(cacheConfigFor('public')).toBe(publicCacheConfig)
    expect(cacheConfigFor('oldPublic')).toBe(publicCacheConfig)
    expect(cacheConfigFor('ambassador')).toBe(ambassadorCacheConfig)
  })
})

describe('extendCacheConfig', () => {
  it("adds an app's keys, updates and connections without dropping the package's", () => {
    const keepSearch = vi.fn()
    const keepCart = vi.fn()
    const base = extendCacheConfig(publicCacheConfig, {
      updates: { Mutation: { addToCart: keepCart } },
    })
    const extended = extendCacheConfig(base, {
      keys: { SearchHit: () => null },
      updates: { Mutation: { saveSearch: keepSearch } },
      relayConnections: { Customer: ['wishlists'], Query: ['searchResults'] },
    })
    expect(Object.keys(extended.keys ?? {})).toEqual(
      expect.arrayContaining(['Money', 'FaqSection', 'SearchHit']),
    )
    expect(extended.updates?.Mutation).toEqual({ addToCart: keepCart, saveSearch: keepSearch })
    expect(extended.relayConnections).toEqual({
      Customer: ['orders', 'wishlists'],
      Query: ['searchResults'],
    })
    expect(publicCacheConfig.keys).not.toHaveProperty('SearchHit')
  })
})
