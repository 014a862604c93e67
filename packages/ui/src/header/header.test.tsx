import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Header } from './header'
import { NavList } from './nav-list'

const nav = (
  <NavList
    items={[
      { href: '/products', label: 'Products', current: true },
      { href: '/faq', label: 'FAQ' },
    ]}
  />
)

describe('Header', () => {
  it('names the home link with the home message', async () => {
    await renderWithI18n(<Header />, 'fr')
    expect(screen.getByRole('link', { name: 'Comptoir, Accueil' })).toHaveAttribute('href', '/')
  })

  it('marks the current page in the main navigation', async () => {
    await renderWithI18n(<Header nav={nav} />)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(main).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current')
  })

  it('opens the navigation in a menu drawer on small screens', async () => {
    await renderWithI18n(<Header nav={nav} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'FAQ' })).toBeInTheDocument()
  })
})
