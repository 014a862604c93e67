import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'

import { prefetchProduct } from '../features/catalog/catalog-queries'
import { galleryImages } from '../features/catalog/gallery-images'
import { ProductPage } from '../features/catalog/product-page'
import { productJsonLd } from '../features/catalog/product-json-ld'
import { routeHead } from '../features/seo/route-head'

interface ProductSearch {
  slug: string
  /** The SKU of the chosen variant, so a shared address opens on it. */
  variant?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '')

export const Route = createFileRoute('/product')({
  validateSearch: (raw: Record<string, unknown>): ProductSearch => {
    const variant = text(raw.variant)
    return { slug: text(raw.slug), ...(variant ? { variant } : {}) }
  },
  loaderDeps: ({ search }) => ({ slug: search.slug }),
  loader: async ({ context, deps }) => {
    const loaded = await prefetchProduct(context.clients.client('public'), deps.slug)
    // The catalogue answered that no such product exists (not a failed request): a 404.
    if (loaded.missing) throw notFound()
    return loaded
  },
  head: ({ match, loaderData }) => {
    const { i18n, site } = match.context
    const product = loaderData?.product
    if (!product) {
      return routeHead({
        context: match.context,
        page: match,
        title: i18n._(msg`This product does not exist`),
        description: i18n._(msg`It may have been removed from the catalogue.`),
      })
    }
    const lead = galleryImages(product, match.search.variant)[0]?.url
    return routeHead({
      context: match.context,
      page: match,
      title: product.name,
      description: product.summary,
      image: lead,
      leadImage: lead,
      jsonLd: productJsonLd(product, site.origin),
    })
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { slug, variant } = Route.useSearch()
  const navigate = useNavigate({ from: '/product' })
  return (
    <ProductPage
      key={slug}
      slug={slug}
      variantSku={variant}
      onVariantChange={(sku) => {
        void navigate({ search: { slug, variant: sku }, replace: true, resetScroll: false })
      }}
    />
  )
}
