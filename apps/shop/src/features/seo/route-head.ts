import { isLocale, defaultLocale } from '@comptoir/i18n/locales'
import type { I18n } from '@lingui/core'

import type { ShopSite } from '../../site'
import { jsonLdScript, pageMeta, siteName } from './page-head'

/** What a route's `head` knows of the page: its context, address and what it shows. */
export interface RouteHeadInput {
  context: { i18n: I18n; site: ShopSite }
  page: { pathname: string; search: object }
  title: string
  description: string
  image?: string | undefined
  /**
   * The image the page opens on (its largest paint), fetched first: a high-priority preload in
   * the head, found before the stylesheet and the scripts.
   */
  leadImage?: string | undefined
  jsonLd?: Record<string, unknown> | undefined
}

/**
 * The `head` of a page that is not published (cart, checkout, account): its title alone, no
 * description or preview tags. Every page of the shop sets its title through its route's `head`.
 */
export function privatePageHead(title: string) {
  return { meta: [{ title: `${title} · ${siteName}` }] }
}

/**
 * A route's `head`: title, description, Open Graph and JSON-LD in the render's language, and
 * the preload of the page's lead image.
 */
export function routeHead(input: RouteHeadInput) {
  const locale = isLocale(input.context.i18n.locale) ? input.context.i18n.locale : defaultLocale
  return {
    meta: pageMeta({
      title: input.title,
      description: input.description,
      origin: input.context.site.origin,
      path: input.page.pathname,
      search: input.page.search,
      locale,
      image: input.image,
      product: input.jsonLd !== undefined,
    }),
    links: input.leadImage
      ? [{ rel: 'preload', as: 'image', href: input.leadImage, fetchPriority: 'high' as const }]
      : [],
    scripts: input.jsonLd ? [jsonLdScript(input.jsonLd)] : [],
  }
}
