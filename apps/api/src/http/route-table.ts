/** The 12 routes of the shop (SPEC.md §2). */
export const shopRoutes = [
  '/',
  '/cart',
  '/checkout',
  '/contact',
  '/faq',
  '/forgot-pwd',
  '/login',
  '/order',
  '/product',
  '/products',
  '/reset-pwd',
  '/settings',
  '/signup',
  '/stock-alerts',
]

/** Tells whether a path is one of an app's routes. */
export type RouteMatcher = (path: string) => boolean

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function isParameter(segment: string): boolean {
  return (segment.startsWith('$') && segment.length > 1) || segment.startsWith(':')
}

function isSplat(segment: string): boolean {
  return segment === '*' || segment === '$'
}

function matchesPattern(pattern: string[], path: string[]): boolean {
  for (const [index, segment] of pattern.entries()) {
    if (isSplat(segment)) return true
    const actual = path[index]
    if (actual === undefined) return false
    if (!isParameter(segment) && segment !== actual) return false
  }
  return pattern.length === path.length
}

/**
 * A matcher for route patterns: literal segments, parameters (`$id` or `:id`) matching one
 * segment, and a final splat (`*` or `$`) matching the rest. A trailing slash does not matter.
 */
export function routeMatcher(patterns: readonly string[]): RouteMatcher {
  const compiled = patterns.map(segments)
  return (path) => {
    const actual = segments(path)
    return compiled.some((pattern) => matchesPattern(pattern, actual))
  }
}

/**
 * Reads the route list an app's build writes to `routes.json`: either an array of patterns or
 * `{ "routes": [...] }`. Anything else gives null.
 */
export function parseRouteList(json: unknown): string[] | null {
  const list =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as { routes?: unknown }).routes
      : json
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null
  return list
}
