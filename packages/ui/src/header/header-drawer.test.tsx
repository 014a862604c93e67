import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Header } from './header'
import { NavList } from './nav-list'

const portalNav = (
  <NavList
    items={[
      { href: '/dashboard', label: 'Dashboard', current: true },
      { href: '/operations', label: 'Operations' },
      { href: '/orders', label: 'Orders' },
      { href: '/commissions', label: 'Commissions' },
      { href: '/payouts', label: 'Payouts' },
    ]}
  />
)

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
  // The drawer's panel loads on the first opening.
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 })
}

describe('Header menu drawer', () => {
  it('lists every destination one per row, however the app wrote its navigation', async () => {
    await renderWithI18n(<Header nav={portalNav} />)
    const drawer = await openMenu()
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    const list = within(nav).getByRole('list')
    expect(list).toHaveClass('vertical')
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Operations', 'Orders', 'Commissions', 'Payouts'])
    // The bar's own copy stays a row.
    const bar = screen.getAllByRole('navigation', { name: 'Main', hidden: true })
    expect(bar.some((element) => !drawer.contains(element))).toBe(true)
  })

  it('carries the extras under the navigation: account links and a sign-out action', async () => {
    const signOut = vi.fn()
    await renderWithI18n(
      <Header
        nav={portalNav}
        drawerExtras={
          <NavList
            items={[
              { href: '/settings', label: 'Profile and settings' },
              { id: 'sign-out', label: 'Sign out', danger: true, onSelect: signOut },
            ]}
          />
        }
      />,
    )
    const drawer = await openMenu()
    const lists = within(drawer).getAllByRole('list')
    expect(lists).toHaveLength(2)
    expect(lists[1]).toHaveClass('vertical')
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Operations',
      'Orders',
      'Commissions',
      'Payouts',
      'Profile and settings',
    ])
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledOnce()
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('closes once a destination is chosen (the page changes under it)', async () => {
    await renderWithI18n(<Header nav={portalNav} />)
    const drawer = await openMenu()
    await userEvent.click(within(drawer).getByRole('link', { name: 'Payouts' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('gives a function of extras the way to close the drawer', async () => {
    await renderWithI18n(
      <Header
        nav={portalNav}
        drawerExtras={(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      />,
    )
    const drawer = await openMenu()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Done' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('puts the language switcher in the drawer too, for phones', async () => {
    await renderWithI18n(
      <Header nav={portalNav} languageSwitcher={<div role="group" aria-label="Language" />} />,
    )
    const drawer = await openMenu()
    expect(within(drawer).getByRole('group', { name: 'Language' })).toBeInTheDocument()
  })
})
