import { Link as StyledLink, type LinkVariant } from '@comptoir/ui/link'
import { createLink, Link as RouterLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement>
  variant?: LinkVariant
}

/** The design system's link as a plain anchor: the router gives it its address and clicks. */
function StyledAnchor(props: AnchorProps) {
  return <StyledLink as="a" {...props} />
}

/**
 * A link of the app: the design system's look, the router's typed `to`, `search` and `params`
 * (checked against the app's route tree), client-side navigation and preloading.
 *
 * @example `<AppLink to="/products" search={{ category: 'linen' }} variant="quiet">Linen</AppLink>`
 */
export const AppLink = createLink(StyledAnchor)

/** Splits `/products?category=linen` into the router's path and search object. */
export function splitHref(href: string): { to: string; search: Record<string, string> } {
  const url = new URL(href, 'http://app.invalid')
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) }
}

/**
 * What the design system's own links render (breadcrumbs, cards, pagination): they carry an
 * address the app built with the router (`router.buildLocation(…).href`), navigated client-side.
 * Register it with `LinkProvider`; the app's own links are {@link AppLink}.
 */
export function AddressLink({ href, ref, ...props }: AnchorProps & { href: string }) {
  const { to, search } = splitHref(href)
  return <RouterLink ref={ref} to={to} search={search} {...props} />
}
