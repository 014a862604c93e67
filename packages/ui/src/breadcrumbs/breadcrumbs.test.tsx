import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Breadcrumbs } from './breadcrumbs'

describe('Breadcrumbs', () => {
  it('links the trail and marks the current page', async () => {
    await renderWithI18n(
      <Breadcrumbs
        items={[
          { label: 'Accueil', href: '/' },
          { label: 'Chemises', href: '/products' },
          { label: 'Chemise en lin' },
        ]}
      />,
      'fr',
    )
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/products'])
    expect(within(nav).getByText('Chemise en lin')).toHaveAttribute('aria-current', 'page')
  })
})
