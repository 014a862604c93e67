import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Pagination } from '@comptoir/ui/pagination'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useQuery } from 'urql'

import { categoriesDocument, productListDocument } from './catalog.graphql'
import { productListVariables } from './catalog-queries'
import styles from './catalog.module.css'
import { FiltersDrawer } from './filters-drawer'
import { ProductFilters } from './product-filters'
import { ProductGrid } from './product-grid'
import { ProductListSkeleton } from './product-list-skeleton'
import { pageSize, type ProductSearch } from './product-search'

interface ProductsPageProps {
  search: ProductSearch
  onSearchChange: (next: ProductSearch) => void
}

/** /products: the catalogue with its search, filters, sort and pages, all from the URL. */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const { t } = useLingui()
  const router = useRouter()
  const page = search.page ?? 1
  const [categories] = useQuery({ query: categoriesDocument })
  const [products] = useQuery({
    query: productListDocument,
    variables: productListVariables(search),
  })
  const connection = products.data?.products
  const categoryList = categories.data?.categories ?? []
  const category = categoryList.find((entry) => entry.slug === search.category)
  const title = search.search
    ? t`Results for “${search.search}”`
    : (category?.name ?? t`All products`)
  const pageCount = connection ? Math.max(1, Math.ceil(connection.totalCount / pageSize)) : 1
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        {category ? <p className={styles.lead}>{category.description}</p> : null}
      </header>
      <div className={styles.listing}>
        <div className={styles.filtersAside}>
          <ProductFilters
            key={search.search ?? ''}
            search={search}
            categories={categoryList}
            onChange={onSearchChange}
          />
        </div>
        <section
          className={styles.results}
          aria-labelledby="results-title"
          aria-busy={products.fetching}
        >
          <h2 id="results-title" className={styles.visuallyHidden}>
            {t`Products`}
          </h2>
          <div className={styles.toolbar}>
            {connection ? (
              <p className={styles.count} role="status">
                {t`${plural(connection.totalCount, { one: '# product', other: '# products' })}`}
              </p>
            ) : null}
            <FiltersDrawer
              search={search}
              categories={categoryList}
              onChange={onSearchChange}
              resultCount={connection?.totalCount}
            />
          </div>
          {products.error && !connection ? (
            <EmptyState
              title={t`The catalogue could not be loaded`}
              description={t`Check your connection, then try again.`}
              action={<AppLink to="/products" search={search}>{t`Try again`}</AppLink>}
            />
          ) : !connection ? (
            <ProductListSkeleton />
          ) : connection.edges.length === 0 ? (
            <EmptyState
              title={t`No product matches`}
              description={t`Try other words, another category, or include products out of stock.`}
              action={<AppLink to="/products">{t`See every product`}</AppLink>}
            />
          ) : (
            <>
              <ProductGrid products={connection.edges.map((edge) => edge.node)} label={title} />
              {pageCount > 1 ? (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  getPageHref={(target) =>
                    router.buildLocation({
                      to: '/products',
                      // The first page is the address without a page number.
                      search: { ...search, page: target > 1 ? target : undefined },
                    }).href
                  }
                />
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  )
}
