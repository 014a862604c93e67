/**
 * The portal's environment. The shop lives on the host without the `ambassador.` prefix unless
 * the build names it (`VITE_SHOP_URL`).
 */
export function shopUrl(): string {
  const configured: unknown = import.meta.env.VITE_SHOP_URL
  if (typeof configured === 'string' && configured !== '') return configured
  if (typeof window === 'undefined') return '/'
  const { protocol, host } = window.location
  return `${protocol}//${host.replace(/^ambassador\./, '')}/`
}
