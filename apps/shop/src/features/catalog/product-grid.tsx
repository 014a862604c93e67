import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { ProductCard } from '@comptoir/ui/product-card'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'

import styles from './catalog.module.css'
import { productCardFragment } from './product-grid.graphql'

/**
 * Products in a responsive grid; the first row (`eagerCount` cards) loads its images first, the
 * others lazily. A grid below the fold passes 0.
 */
export function ProductGrid({
  products,
  label,
  eagerCount = 4,
}: {
  products: readonly FragmentOf<typeof productCardFragment>[]
  label: string
  eagerCount?: number
}) {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((entry, index) => {
        const product = readFragment(productCardFragment, entry)
        const image = product.images[0]
        return (
          <li key={product.id}>
            <ProductCard
              name={product.name}
              href={router.buildLocation({ to: '/product', search: { slug: product.slug } }).href}
              imageSrc={image?.url ?? ''}
              imageAlt={image?.alt ?? ''}
              price={product.price.amount}
              compareAt={product.compareAtPrice?.amount ?? null}
              currency={product.price.currency}
              eyebrow={product.category.name}
              soldOut={product.stockStatus === 'OUT_OF_STOCK'}
              badge={
                product.compareAtPrice && product.compareAtPrice.amount > product.price.amount
                  ? t`Reduced`
                  : undefined
              }
              priority={index < eagerCount}
            />
          </li>
        )
      })}
    </ul>
  )
}
