import { useSyncExternalStore } from 'react'

/** Where the anonymous cart's id is kept between visits (it is a secret: whoever holds it owns the cart). */
export const cartIdStorageKey = 'comptoir:cart-id'

const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function notify(): void {
  for (const listener of listeners) listener()
}

/** The anonymous cart id of this browser, or null before the first add. */
export function readCartId(): string | null {
  return storage()?.getItem(cartIdStorageKey) ?? null
}

/** Remembers the anonymous cart the API created or returned. */
export function storeCartId(cartId: string): void {
  if (readCartId() === cartId) return
  storage()?.setItem(cartIdStorageKey, cartId)
  notify()
}

/** Forgets the anonymous cart: after sign-in merged it, after an order completed it, or when it is gone. */
export function clearCartId(): void {
  if (readCartId() === null) return
  storage()?.removeItem(cartIdStorageKey)
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === cartIdStorageKey) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The anonymous cart id, following changes in this tab and others; null on the server. */
export function useCartId(): string | null {
  return useSyncExternalStore(subscribe, readCartId, () => null)
}
