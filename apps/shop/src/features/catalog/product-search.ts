/** Orders the catalogue can be sorted in (the API's `ProductSort`). */
export const productSorts = ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const
export type ProductSortKey = (typeof productSorts)[number]

/** Products per page of /products. */
export const pageSize = 20

/** The state of /products, all of it in the URL so back and forward restore it. */
export interface ProductSearch {
  search?: string
  category?: string
  sort?: ProductSortKey
  inStock?: boolean
  page?: number
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim().slice(0, 100)
  return trimmed === '' ? undefined : trimmed
}

/** Reads /products' query string, dropping anything invalid instead of failing the page. */
export function parseProductSearch(raw: Record<string, unknown>): ProductSearch {
  const sort = productSorts.find((key) => key === raw.sort)
  const page = Number(raw.page)
  return {
    search: text(raw.search),
    category: text(raw.category),
    sort,
    inStock: raw.inStock === true || raw.inStock === 'true' ? true : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  }
}

/**
 * The `after` cursor of a page. The catalogue's connection uses offset cursors
 * (`OffsetConnection:<index of the last item before the page>`, base64), which lets a page
 * number in the URL be opened directly.
 */
export function cursorBeforePage(page: number, size = pageSize): string | undefined {
  if (page <= 1) return undefined
  return btoa(`OffsetConnection:${(page - 1) * size - 1}`)
}
