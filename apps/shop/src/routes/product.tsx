import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { prefetchProduct } from '../features/catalog/catalog-queries'
import { ProductPage } from '../features/catalog/product-page'
import { productJsonLd } from '../features/catalog/product-json-ld'
import { routeHead } from '../features/seo/route-head'

export const Route = createFileRoute('/product')({
  validateSearch: (raw: Record<string, unknown>): { slug: string } => ({
    slug: typeof raw.slug === 'string' ? raw.slug.slice(0, 200) : '',
  }),
  loaderDeps: ({ search }) => ({ slug: search.slug }),
  loader: ({ context, deps }) => prefetchProduct(context.clients.client('public'), deps.slug),
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
    return routeHead({
      context: match.context,
      page: match,
      title: product.name,
      description: product.summary,
      image: product.images[0]?.url,
      leadImage: product.images[0]?.url,
      jsonLd: productJsonLd(product, site.origin),
    })
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useSearch()
  return <ProductPage key={slug} slug={slug} />
}
