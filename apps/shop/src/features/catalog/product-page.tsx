import { Breadcrumbs } from '@comptoir/ui/breadcrumbs'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { ProductGallery } from '@comptoir/ui/product-gallery'
import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useQuery } from 'urql'

import { productDocument } from './catalog.graphql'
import { galleryImages } from './gallery-images'
import styles from './product-page.module.css'
import { ProductPurchase } from './product-purchase'
import { RelatedProducts } from './related-products'

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  readonly slug: string
  /** The SKU of the variant named in the address, if any. */
  readonly variantSku?: string | undefined
  /** Puts the chosen variant in the address. */
  readonly onVariantChange: (sku: string) => void
}

/**
 * /product?slug=…&variant=…: photos, choice of variant, price, stock, add to cart, related
 * products.
 */
export function ProductPage({ slug, variantSku, onVariantChange }: ProductPageProps) {
  const { t } = useLingui()
  const router = useRouter()
  const [result] = useQuery({ query: productDocument, variables: { slug } })
  const [chosenSku, setChosenSku] = useState(variantSku)
  const product = result.data?.product
  if (result.fetching && !product) {
    return (
      <div className={styles.layout} role="status" aria-label={t`Loading the product`}>
        <Skeleton shape="rect" width="100%" height="auto" className={styles.mediaSkeleton} />
        <div className={styles.details}>
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="30%" />
        </div>
      </div>
    )
  }
  if (!product) {
    return (
      <EmptyState
        title={result.error ? t`This product could not be loaded` : t`This product does not exist`}
        description={
          result.error
            ? t`Check your connection, then try again.`
            : t`It may have been removed from the catalogue.`
        }
        action={<AppLink to="/products">{t`Browse the shop`}</AppLink>}
      />
    )
  }
  const images = galleryImages(product, chosenSku)
  return (
    <article className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t`Shop`, href: router.buildLocation({ to: '/products' }).href },
          {
            label: product.category.name,
            href: router.buildLocation({
              to: '/products',
              search: { category: product.category.slug },
            }).href,
          },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery
          // A new colour starts the gallery again on its own photo.
          key={images[0]?.url}
          images={images.map((image) => ({ src: image.url, alt: image.alt }))}
          label={product.name}
        />
        <div className={styles.details}>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.summary}>{product.summary}</p>
          <ProductPurchase
            key={product.id}
            variants={product.variants}
            initialSku={variantSku}
            onVariantChange={(sku) => {
              setChosenSku(sku)
              onVariantChange(sku)
            }}
          />
          <section aria-labelledby="product-description">
            <h2 id="product-description" className={styles.subtitle}>
              {t`Description`}
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>
        </div>
      </div>
      <RelatedProducts category={product.category.slug} excludeId={product.id} />
    </article>
  )
}
