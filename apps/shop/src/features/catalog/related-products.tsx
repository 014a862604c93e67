import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { productListDocument } from './catalog.graphql'
import { relatedProductsVariables } from './catalog-queries'
import styles from './product-page.module.css'
import { ProductGrid } from './product-grid'

/** Up to four other products of the same category. */
export function RelatedProducts({ category, excludeId }: { category: string; excludeId: string }) {
  const { t } = useLingui()
  const [result] = useQuery({
    query: productListDocument,
    variables: relatedProductsVariables(category),
  })
  const products = (result.data?.products.edges ?? [])
    .map((edge) => edge.node)
    .filter((node) => node.id !== excludeId)
    .slice(0, 4)
  if (products.length === 0) return null
  const title = t`You may also like`
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.subtitle}>
        {title}
      </h2>
      <ProductGrid products={products} label={title} eagerCount={0} />
    </section>
  )
}
