import { useSyncExternalStore } from 'react'

function configuredShopUrl(): string | undefined {
  const configured: unknown = import.meta.env.VITE_SHOP_URL
  return typeof configured === 'string' && configured !== '' ? configured : undefined
}

/**
 * The portal's environment. The shop lives on the host without the `ambassador.` prefix unless
 * the build names it (`VITE_SHOP_URL`).
 */
export function shopUrl(): string {
  const configured = configuredShopUrl()
  if (configured) return configured
  if (typeof window === 'undefined') return '/'
  const { protocol, host } = window.location
  return `${protocol}//${host.replace(/^ambassador\./, '')}/`
}

const noSubscription = () => () => undefined

/**
 * {@link shopUrl} for rendering: a page pre-rendered by the build (which knows no host) and its
 * hydration write the configured address or `/`, then the browser's host gives the real one.
 */
export function useShopUrl(): string {
  return useSyncExternalStore(noSubscription, shopUrl, () => configuredShopUrl() ?? '/')
}
