import { Button } from '@comptoir/ui/button'
import { Drawer } from '@comptoir/ui/drawer'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQuery } from 'urql'

import { useDebouncedValue } from '../../hooks/use-debounced-value'
import { productListDocument } from './catalog.graphql'
import { productListVariables } from './catalog-queries'
import styles from './catalog.module.css'
import { ProductFilters } from './product-filters'
import type { ProductSearch } from './product-search'

const countDelayMs = 300

/** Props of {@link FiltersDrawer}. */
export interface FiltersDrawerProps {
  readonly search: ProductSearch
  readonly categories: readonly { slug: string; name: string }[]
  readonly onChange: (next: ProductSearch) => void
  /** Products matching the filters, once known. */
  readonly resultCount: number | undefined
}

/** How many filters narrow the list (words, category, sort order, stock). */
export function activeFilterCount(search: ProductSearch): number {
  return [search.search, search.category, search.sort, search.inStock].filter(
    (value) => value !== undefined,
  ).length
}

/** The filters with the words typed but not applied yet; null when nothing is pending. */
function pendingSearch(search: ProductSearch, typed: string | null): ProductSearch | null {
  const words = typed?.trim()
  if (words === undefined || words === (search.search ?? '')) return null
  return { ...search, search: words || undefined, page: undefined }
}

/**
 * On narrow screens the filters wait behind a "Filters" button, in a drawer, so the products
 * fill the first screen; each change applies at once and the list shows under the drawer. Words
 * being typed apply on the button, which counts the products they will show.
 */
export function FiltersDrawer({
  search,
  categories,
  onChange,
  resultCount: appliedCount,
}: FiltersDrawerProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState<string | null>(null)
  const settled = useDebouncedValue(typed, countDelayMs)
  const pending = pendingSearch(search, typed)
  const counted = pendingSearch(search, settled)
  const [pendingProducts] = useQuery({
    query: productListDocument,
    variables: productListVariables(counted ?? search),
    pause: counted === null,
  })
  const resultCount =
    pending === null
      ? appliedCount
      : settled === typed && !pendingProducts.fetching
        ? pendingProducts.data?.products.totalCount
        : undefined
  const changeOpen = (isOpen: boolean) => {
    setOpen(isOpen)
    if (!isOpen) setTyped(null)
  }
  const active = activeFilterCount(search)
  return (
    <div className={styles.filtersToggle}>
      <Drawer
        side="left"
        title={t`Filters`}
        isOpen={open}
        onOpenChange={changeOpen}
        trigger={
          <Button variant="secondary" size="sm">
            {active > 0 ? t`Filters (${active})` : t`Filters`}
          </Button>
        }
        footer={(close) => (
          <Button
            fullWidth
            onPress={() => {
              if (pending) onChange(pending)
              close()
            }}
          >
            {resultCount === undefined
              ? t`Show the products`
              : t`${plural(resultCount, { 0: 'No product to show', one: 'Show # product', other: 'Show # products' })}`}
          </Button>
        )}
      >
        <ProductFilters
          key={search.search ?? ''}
          search={search}
          categories={categories}
          onChange={onChange}
          onWordsChange={setTyped}
        />
      </Drawer>
    </div>
  )
}
