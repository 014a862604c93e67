import { createFileRoute } from '@tanstack/react-router'

import { ProductPage } from '../features/catalog/product-page'

export const Route = createFileRoute('/product')({
  validateSearch: (raw: Record<string, unknown>): { slug: string } => ({
    slug: typeof raw.slug === 'string' ? raw.slug.slice(0, 200) : '',
  }),
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useSearch()
  return <ProductPage key={slug} slug={slug} />
}
