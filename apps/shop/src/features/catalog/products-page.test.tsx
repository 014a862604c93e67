import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ProductsPage } from './products-page'
import type { ProductSearch } from './product-search'

const categories = [
  { __typename: 'Category', id: 'c1', slug: 'linge', name: 'Linen', description: 'Linen.' },
  { __typename: 'Category', id: 'c2', slug: 'mailles', name: 'Knitwear', description: 'Wool.' },
]

const card = (index: number) => ({
  __typename: 'Product',
  id: `p${index}`,
  slug: `product-${index}`,
  name: `Product ${index}`,
  summary: 'Made to last.',
  stockStatus: 'IN_STOCK',
  price: { __typename: 'Money', amount: 1000 + index, currency: 'EUR' },
  compareAtPrice: null,
  images: [{ __typename: 'ProductImage', url: `https://shop.test/${index}.svg`, alt: '' }],
  category: { __typename: 'Category', id: 'c1', name: 'Linen' },
})

function renderPage(search: ProductSearch) {
  const { client } = clientAnswering((request) =>
    request.operationName === 'Categories'
      ? { categories }
      : {
          products: {
            __typename: 'ProductConnection',
            totalCount: request.variables.search === 'rayé' ? 7 : 45,
            pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c' },
            edges: [1, 2].map((index) => ({
              __typename: 'ProductEdge',
              cursor: String(index),
              node: card(index),
            })),
          },
        },
  )
  const onSearchChange = vi.fn()
  render(<ProductsPage search={search} onSearchChange={onSearchChange} />, {
    wrapper: withClient(client),
  })
  return { onSearchChange }
}

describe('ProductsPage', () => {
  it('keeps the filters behind a button that says how many apply, and applies a change at once', async () => {
    const { onSearchChange } = renderPage({ inStock: true, page: 2 })
    const button = await screen.findByRole('button', { name: 'Filters (1)' })
    await userEvent.click(button)
    // The drawer's panel loads on first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 15_000 })
    await userEvent.selectOptions(within(drawer).getByLabelText('Category'), 'mailles')
    expect(onSearchChange).toHaveBeenCalledWith({
      inStock: true,
      category: 'mailles',
      page: undefined,
    })
    expect(within(drawer).getByRole('button', { name: 'Show 45 products' })).toBeVisible()
  })

  it('counts the products of the words being typed on the drawer button, and applies them there', async () => {
    const { onSearchChange } = renderPage({})
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }))
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 15_000 })
    expect(await within(drawer).findByRole('button', { name: 'Show 45 products' })).toBeVisible()
    await userEvent.type(within(drawer).getByLabelText('Search'), 'rayé')
    const show = await within(drawer).findByRole('button', { name: 'Show 7 products' })
    expect(onSearchChange).not.toHaveBeenCalled()
    await userEvent.click(show)
    expect(onSearchChange).toHaveBeenCalledWith({ search: 'rayé', page: undefined })
  })

  it('links the pages with plain addresses', async () => {
    renderPage({ category: 'linge', page: 2 })
    const pages = await screen.findByRole('navigation', { name: 'Pagination' })
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/products?category=linge&page=3',
    )
  })
})
