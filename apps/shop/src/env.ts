/**
 * The shop's environment. The ambassador portal lives on the `ambassador.` subdomain of the
 * shop's host unless the build names it (`VITE_AMBASSADOR_URL`).
 */
export function ambassadorPortalUrl(): string {
  const configured: unknown = import.meta.env.VITE_AMBASSADOR_URL
  if (typeof configured === 'string' && configured !== '') return configured
  if (typeof window === 'undefined') return '/'
  const { protocol, host } = window.location
  return `${protocol}//ambassador.${host.replace(/^www\./, '')}/`
}
