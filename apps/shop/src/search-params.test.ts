import { splitHref } from '@comptoir/app-shell/app-link'
// @vitest-environment node
import { setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'

import type { GqlClients } from '@comptoir/gql-client/clients'

import { createShopRouter } from './router'
import { parseShopSearch, stringifyShopSearch } from './search-params'

// The offline worker's registration is a module of the PWA build plugin, absent here.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }))

describe('the query strings of the shop', () => {
  it('reads every value as text and writes plain pairs, without empty values', () => {
    expect(parseShopSearch('?page=2&inStock=true&search=linen%20shirt')).toEqual({
      page: '2',
      inStock: 'true',
      search: 'linen shirt',
    })
    expect(
      stringifyShopSearch({
        category: 'linge',
        page: 2,
        inStock: true,
        search: '',
        sort: undefined,
      }),
    ).toBe('?category=linge&page=2&inStock=true')
    expect(stringifyShopSearch({})).toBe('')
  })

  it('gives the catalogue page links as ?page=2, whether the page comes as a number or as text', () => {
    const router = createShopRouter({
      clients: {} as GqlClients,
      i18n: setupI18n(),
      site: { origin: 'https://shop.test' },
      renderDocument: false,
    })
    expect(router.buildLocation({ to: '/products', search: { page: 2 } }).href).toBe(
      '/products?page=2',
    )
    // A design-system link splits its address into texts (`/products?page=2` → { page: '2' }).
    expect(router.buildLocation(splitHref('/products?category=linge&page=2')).href).toBe(
      '/products?category=linge&page=2',
    )
    expect(router.buildLocation({ to: '/order', search: { number: '123' } }).href).toBe(
      '/order?number=123',
    )
  })
})
