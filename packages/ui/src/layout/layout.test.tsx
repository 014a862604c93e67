import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { NavList } from '../header/nav-list'
import { renderWithI18n } from '../testing/i18n'
import { Layout } from './layout'

describe('Layout', () => {
  it('gives the header its account entries for the menu drawer, and keeps the controls in the bar', async () => {
    await renderWithI18n(
      <Layout
        brand="Comptoir Ambassadeurs"
        nav={<NavList items={[{ href: '/payouts', label: 'Versements' }]} />}
        drawerExtras={<NavList items={[{ href: '/settings', label: 'Profil et réglages' }]} />}
        account={<button type="button">Compte</button>}
      >
        <h1>Tableau de bord</h1>
      </Layout>,
      'fr',
    )
    expect(screen.getByRole('link', { name: 'Comptoir Ambassadeurs, Accueil' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Compte' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 })
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Versements', 'Profil et réglages'])
  })
})
