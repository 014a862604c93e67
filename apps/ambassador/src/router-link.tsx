import { Link as RouterLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/** Splits `/products?category=linen` into the router's path and search object. */
export function splitHref(href: string): { to: string; search: Record<string, string> } {
  const url = new URL(href, 'http://shop.invalid')
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) }
}

/** The design system's links rendered as router links (client-side navigation, preloading). */
export function AppLink({ href, ref, ...props }: AppLinkProps) {
  const { to, search } = splitHref(href)
  return <RouterLink ref={ref} to={to} search={search} {...props} />
}
