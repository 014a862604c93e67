import { AppLink } from '@comptoir/app-shell/app-link'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { ambassadorPortalUrl } from '../../env'
import { useSiteOrigin } from '../../site'
import { categoriesDocument, productListDocument } from '../catalog/catalog.graphql'
import { newArrivalsVariables } from '../catalog/catalog-queries'
import { ProductGrid } from '../catalog/product-grid'
import { ProductListSkeleton } from '../catalog/product-list-skeleton'
import styles from './home-page.module.css'

/** The home page: what Comptoir is, new arrivals, the categories, the ambassador programme. */
export function HomePage() {
  const { t } = useLingui()
  const portalUrl = ambassadorPortalUrl(useSiteOrigin())
  const [featured] = useQuery({
    query: productListDocument,
    variables: newArrivalsVariables,
  })
  const [categories] = useQuery({ query: categoriesDocument })
  const products = featured.data?.products.edges.map((edge) => edge.node)
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <p className={styles.eyebrow}>{t`The Comptoir shop`}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t`Things for the table and the home, made to last.`}
        </h1>
        <p className={styles.heroText}>
          {t`Washed linen, stoneware, pantry staples and stationery, chosen one by one and shipped from our shop.`}
        </p>
        <AppLink to="/products" variant="standalone">
          {t`Browse the shop`}
        </AppLink>
      </section>

      <section className={styles.section} aria-labelledby="new-title">
        <div className={styles.sectionHead}>
          <h2 id="new-title" className={styles.sectionTitle}>{t`New arrivals`}</h2>
          <AppLink to="/products" search={{ sort: 'NEWEST' }}>
            {t`See all`}
          </AppLink>
        </div>
        {products ? (
          <ProductGrid products={products} label={t`New arrivals`} />
        ) : featured.error ? (
          <p role="alert">{t`New arrivals could not be loaded. Check your connection.`}</p>
        ) : (
          <ProductListSkeleton count={4} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>{t`Shop by category`}</h2>
        <ul className={styles.categories}>
          {(categories.data?.categories ?? []).map((category) => (
            <li key={category.id} className={styles.category}>
              <AppLink
                to="/products"
                search={{ category: category.slug }}
                variant="quiet"
                className={styles.categoryLink}
              >
                <span className={styles.categoryName}>{category.name}</span>
                <span className={styles.categoryText}>{category.description}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.ambassadors} aria-labelledby="ambassadors-title">
        <h2 id="ambassadors-title" className={styles.sectionTitle}>
          {t`Love Comptoir? Become an ambassador.`}
        </h2>
        <p className={styles.heroText}>
          {t`Share your code, run time-boxed operations with your own discount, and earn a commission on every order you bring.`}
        </p>
        <Link href={portalUrl} variant="standalone">
          {t`Join the ambassador programme`}
        </Link>
      </section>
    </div>
  )
}
