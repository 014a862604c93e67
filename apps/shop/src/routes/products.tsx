import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { ProductsPage } from '../features/catalog/products-page'
import { parseProductSearch } from '../features/catalog/product-search'

export const Route = createFileRoute('/products')({
  validateSearch: parseProductSearch,
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
