import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { HeaderSearch } from './header-search'

function shopWithHeader() {
  const root = createRootRoute({ component: Outlet })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: HeaderSearch }),
    createRoute({
      getParentRoute: () => root,
      path: '/products',
      component: () => <h1>Products</h1>,
    }),
  ])
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
}

function renderShop() {
  const router = shopWithHeader()
  const i18n = setupI18n()
  i18n.load('en', {})
  i18n.activate('en')
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return router
}

describe('HeaderSearch', () => {
  it('searches for the words typed', async () => {
    const router = renderShop()
    await userEvent.type(await screen.findByRole('searchbox'), '  stoneware bowl {Enter}')
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeVisible()
    expect(router.state.location.search).toEqual({ search: 'stoneware bowl' })
  })

  it('keeps words that reached the field before the page could listen (typed during hydration)', async () => {
    const router = renderShop()
    const field = await screen.findByRole<HTMLInputElement>('searchbox')
    // The browser fills the field itself; no change event reaches the page.
    field.value = 'linen apron'
    fireEvent.submit(field.form!)
    await waitFor(() => {
      expect(router.state.location.search).toEqual({ search: 'linen apron' })
    })
  })

  it('opens the field from the search button (phones), searches, and folds it again', async () => {
    const router = renderShop()
    const opener = await screen.findByRole('button', { name: 'Search the shop' })
    expect(opener).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(opener)
    const field = screen.getByRole('searchbox')
    expect(field).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Close the search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await userEvent.keyboard('rayé{Enter}')
    await waitFor(() => {
      expect(router.state.location.search).toEqual({ search: 'rayé' })
    })
    expect(screen.queryByRole('button', { name: 'Close the search' })).toBeNull()
  })

  it('folds the opened field on Escape and gives the focus back to its button', async () => {
    renderShop()
    await userEvent.click(await screen.findByRole('button', { name: 'Search the shop' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Search the shop' })).toHaveFocus()
  })

  it('opens the whole catalogue for an empty search', async () => {
    const router = renderShop()
    await userEvent.type(await screen.findByRole('searchbox'), '   {Enter}')
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeVisible()
    expect(router.state.location.search).toEqual({})
  })
})
