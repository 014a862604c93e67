import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { prefetchProducts } from '../features/catalog/catalog-queries'
import { ProductsPage } from '../features/catalog/products-page'
import { parseProductSearch } from '../features/catalog/product-search'
import { routeHead } from '../features/seo/route-head'

export const Route = createFileRoute('/products')({
  validateSearch: parseProductSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchProducts(context.clients.client('public'), deps),
  head: ({ match, loaderData }) => {
    const { i18n } = match.context
    const { search, category: slug } = match.search
    const category = loaderData?.categories.find((entry) => entry.slug === slug)
    return routeHead({
      context: match.context,
      page: match,
      title: search
        ? i18n._(msg`Results for “${search}”`)
        : (category?.name ?? i18n._(msg`All products`)),
      description:
        category?.description ??
        i18n._(msg`Linen, stoneware, pantry staples and stationery from the Comptoir shop.`),
    })
  },
  component: ProductsRoute,
})

function ProductsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/products' })
  return (
    <ProductsPage
      search={search}
      onSearchChange={(next) => {
        void navigate({ search: next })
      }}
    />
  )
}
