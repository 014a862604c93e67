/**
 * The shop's environment. The ambassador portal lives on the `ambassador.` subdomain of the
 * shop's host unless the build names it (`VITE_AMBASSADOR_URL`).
 */
export function ambassadorPortalUrl(shopOrigin: string): string {
  const configured: unknown = import.meta.env.VITE_AMBASSADOR_URL
  if (typeof configured === 'string' && configured !== '') return configured
  const { protocol, host } = new URL(shopOrigin)
  return `${protocol}//ambassador.${host.replace(/^www\./, '')}/`
}
