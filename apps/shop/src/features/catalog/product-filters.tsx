import { Checkbox } from '@comptoir/ui/checkbox'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { useHydrated } from '../../hooks/use-hydrated'
import styles from './catalog.module.css'
import type { ProductSearch, ProductSortKey } from './product-search'
import { productSorts } from './product-search'

interface ProductFiltersProps {
  search: ProductSearch
  categories: readonly { slug: string; name: string }[]
  /** Applies a change; the page goes back to 1. */
  onChange: (next: ProductSearch) => void
  /** The search words as typed, before they apply (on blur or Enter). */
  onWordsChange?: (words: string) => void
}

/** Category, sort order and the in-stock filter of /products. */
export function ProductFilters({
  search,
  categories,
  onChange,
  onWordsChange,
}: ProductFiltersProps) {
  const { t } = useLingui()
  const sortLabels: Record<ProductSortKey, string> = {
    RELEVANCE: t`Most relevant`,
    NEWEST: t`Newest`,
    PRICE_ASC: t`Price, low to high`,
    PRICE_DESC: t`Price, high to low`,
  }
  const [words, setWords] = useState(search.search ?? '')
  const hydrated = useHydrated()
  const update = (patch: ProductSearch) => {
    onChange({ ...search, ...patch, page: undefined })
  }
  const applyWords = () => {
    const trimmed = words.trim()
    if (trimmed !== (search.search ?? '')) update({ search: trimmed || undefined })
  }
  return (
    <form
      role="search"
      className={styles.filters}
      aria-label={t`Filters`}
      onSubmit={(event) => {
        event.preventDefault()
        applyWords()
      }}
    >
      {/* On a server-rendered page the filters wait for the script that applies them. */}
      <fieldset className={styles.filterControls} disabled={!hydrated}>
        <TextField
          label={t`Search`}
          type="search"
          name="search"
          value={words}
          onChange={(event) => {
            setWords(event.target.value)
            onWordsChange?.(event.target.value)
          }}
          onBlur={applyWords}
        />
        <Select
          label={t`Category`}
          value={search.category ?? ''}
          options={[
            { value: '', label: t`All categories` },
            ...categories.map((category) => ({ value: category.slug, label: category.name })),
          ]}
          onChange={(event) => {
            update({ category: event.target.value || undefined })
          }}
        />
        <Select
          label={t`Sort by`}
          value={search.sort ?? 'RELEVANCE'}
          options={productSorts.map((key) => ({ value: key, label: sortLabels[key] }))}
          onChange={(event) => {
            const sort = productSorts.find((key) => key === event.target.value)
            update({ sort: sort === 'RELEVANCE' ? undefined : sort })
          }}
        />
        <Checkbox
          label={t`In stock only`}
          checked={search.inStock === true}
          onChange={(event) => {
            update({ inStock: event.target.checked ? true : undefined })
          }}
        />
      </fieldset>
    </form>
  )
}
