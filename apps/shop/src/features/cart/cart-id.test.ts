import { afterEach, describe, expect, it } from 'vitest'

import { cartIdStorageKey, clearCartId, readCartId, storeCartId } from './cart-id'

describe('the anonymous cart id', () => {
  afterEach(() => {
    localStorage.clear()
  })

  it('is kept in this browser until cleared', () => {
    expect(readCartId()).toBeNull()
    storeCartId('cart-1')
    expect(localStorage.getItem(cartIdStorageKey)).toBe('cart-1')
    expect(readCartId()).toBe('cart-1')
    clearCartId()
    expect(readCartId()).toBeNull()
  })
})
