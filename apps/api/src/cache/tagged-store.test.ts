import { describe, expect, it } from 'vitest'

import { negotiateCoding } from './encoded-body'
import { TaggedStore } from './tagged-store'

function storeAt(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  let now = 0
  const store = new TaggedStore<string>({
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1000,
    ttlMs: options.ttlMs ?? 1000,
    now: () => now,
  })
  return {
    store,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('the tagged store', () => {
  it('drops only the entries carrying a tag of the invalidation', () => {
    const { store } = storeAt()
    store.set('a', 'A', ['product:1'], 1, store.generation)
    store.set('b', 'B', ['product:2', 'products:any'], 1, store.generation)
    store.set('c', 'C', ['product:3'], 1, store.generation)
    expect(store.invalidate(['product:2'])).toBe(1)
    expect(store.get('a')).toBe('A')
    expect(store.get('b')).toBeUndefined()
    expect(store.get('c')).toBe('C')
    store.clear()
    expect(store.size).toBe(0)
  })

  it('refuses a value computed across an invalidation', () => {
    const { store } = storeAt()
    const since = store.generation
    store.invalidate(['product:9'])
    expect(store.set('a', 'stale', ['product:1'], 1, since)).toBe(false)
    expect(store.get('a')).toBeUndefined()
  })

  it('evicts the least recently used past its entry and byte budgets', () => {
    const { store } = storeAt({ maxEntries: 2, maxBytes: 100 })
    store.set('a', 'A', [], 10, store.generation)
    store.set('b', 'B', [], 10, store.generation)
    store.get('a')
    store.set('c', 'C', [], 10, store.generation)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBe('A')
    // Now c is the least recently used: a's compressed copy pushes it out.
    store.grow('a', 85)
    expect(store.get('c')).toBeUndefined()
    expect(store.bytes).toBe(95)
    expect(store.set('huge', 'H', [], 101, store.generation)).toBe(false)
  })

  it('forgets entries past their lifetime, and keeps nothing once disabled', () => {
    const clock = storeAt({ ttlMs: 100 })
    const { store } = clock
    const advance = (ms: number) => {
      clock.advance(ms)
    }
    store.set('a', 'A', ['product:1'], 1, store.generation)
    advance(99)
    expect(store.get('a')).toBe('A')
    advance(1)
    expect(store.get('a')).toBeUndefined()
    store.disable()
    expect(store.set('b', 'B', [], 1, store.generation)).toBe(false)
  })
})

describe('content coding of kept bodies', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(negotiateCoding('gzip, deflate, br')).toBe('br')
    expect(negotiateCoding('gzip, br;q=0')).toBe('gzip')
    expect(negotiateCoding('br;q=0.0, gzip;q=0')).toBe('identity')
    expect(negotiateCoding('*')).toBe('gzip')
    expect(negotiateCoding(undefined)).toBe('identity')
  })
})
