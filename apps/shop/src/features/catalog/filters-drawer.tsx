import { Button } from '@comptoir/ui/button'
import { Drawer } from '@comptoir/ui/drawer'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import styles from './catalog.module.css'
import { ProductFilters } from './product-filters'
import type { ProductSearch } from './product-search'

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

/**
 * On narrow screens the filters wait behind a "Filters" button, in a drawer, so the products
 * fill the first screen; each change applies at once and the list shows under the drawer.
 */
export function FiltersDrawer({ search, categories, onChange, resultCount }: FiltersDrawerProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const active = activeFilterCount(search)
  return (
    <div className={styles.filtersToggle}>
      <Drawer
        side="left"
        title={t`Filters`}
        isOpen={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" size="sm">
            {active > 0 ? t`Filters (${active})` : t`Filters`}
          </Button>
        }
        footer={(close) => (
          <Button fullWidth onPress={close}>
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
        />
      </Drawer>
    </div>
  )
}
