import type { Locale } from '@comptoir/i18n/locales'
import type { AnyRouteMatch } from '@tanstack/react-router'

import { pageAddress } from './page-address'

/** The name every page title ends with. */
export const siteName = 'Comptoir'

const openGraphLocales: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' }

/** What a page says about itself in the head. */
export interface PageHeadInput {
  /** The page's own title, without the site name. */
  title: string
  description: string
  origin: string
  path: string
  search: object
  locale: Locale
  /** The page's picture for link previews (a product's first photo). */
  image?: string | undefined
  /** The page describes a product (Open Graph type `product`). */
  product?: boolean | undefined
}

type HeadMeta = NonNullable<AnyRouteMatch['meta']>[number]

/** The title, description, Open Graph tags and JSON-LD of a page, for a route's `head`. */
export function pageMeta(input: PageHeadInput): HeadMeta[] {
  const title = `${input.title} · ${siteName}`
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    {
      property: 'og:url',
      content: pageAddress(input.origin, input.path, input.search, input.locale),
    },
    { property: 'og:type', content: input.product ? 'product' : 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: openGraphLocales[input.locale] },
  ]
  if (input.image) {
    meta.push({ property: 'og:image', content: new URL(input.image, input.origin).href })
  }
  return meta
}

/** A page's schema.org data as a head script; `<` escaped so no value can close the element. */
export function jsonLdScript(data: Record<string, unknown>) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replaceAll('<', '\\u003c'),
  }
}
