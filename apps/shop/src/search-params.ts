/**
 * The shop's query strings are plain `key=value` pairs (`/products?page=2&inStock=true`), as
 * people and crawlers read them; each route's `validateSearch` turns the texts into its types.
 * (The router's default JSON-encodes values, which wrote page links as `?page=%222%22`.)
 */

/** Reads a query string into texts, one per key (the last one wins). */
export function parseShopSearch(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query))
}

/** Writes a route's search as `?key=value&…`, leaving out empty values. */
export function stringifyShopSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === '') continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value))
    }
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
