import { describe, expect, it } from 'vitest'

import { parseRouteList, routeMatcher, shopRoutes } from './route-table'

describe('routeMatcher', () => {
  it('matches the 14 shop routes exactly, with or without a trailing slash', () => {
    const isShopRoute = routeMatcher(shopRoutes)
    expect(shopRoutes).toHaveLength(14)
    for (const route of shopRoutes) expect(isShopRoute(route)).toBe(true)
    expect(isShopRoute('/products/')).toBe(true)
    expect(isShopRoute('/products/shirt')).toBe(false)
    expect(isShopRoute('/admin')).toBe(false)
  })

  it('understands parameters and splats', () => {
    const matches = routeMatcher([
      '/operations/$operationId',
      '/orders/:id/lines',
      '/docs/*',
      '/files/$',
    ])
    expect(matches('/operations/42')).toBe(true)
    expect(matches('/operations')).toBe(false)
    expect(matches('/operations/42/edit')).toBe(false)
    expect(matches('/orders/7/lines')).toBe(true)
    expect(matches('/docs/a/b/c')).toBe(true)
    expect(matches('/files/x.pdf')).toBe(true)
    expect(matches('/')).toBe(false)
  })
})

describe('parseRouteList', () => {
  it('reads an array or a { routes } object, and nothing else', () => {
    expect(parseRouteList(['/', '/login'])).toEqual(['/', '/login'])
    expect(parseRouteList({ routes: ['/a'] })).toEqual(['/a'])
    expect(parseRouteList({ routes: [1] })).toBeNull()
    expect(parseRouteList('nope')).toBeNull()
  })
})
