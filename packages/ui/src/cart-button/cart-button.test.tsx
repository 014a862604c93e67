import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { CartButton } from './cart-button'

describe('CartButton', () => {
  it.each([
    [0, 'en', 'Cart, empty'],
    [1, 'en', 'Cart, 1 item'],
    [3, 'en', 'Cart, 3 items'],
    [0, 'fr', 'Panier, vide'],
    [1, 'fr', 'Panier, 1 article'],
    [3, 'fr', 'Panier, 3 articles'],
  ] as const)('names %i items in %s: %s', async (count, locale, name) => {
    await renderWithI18n(<CartButton count={count} />, locale)
    expect(screen.getByRole('button', { name })).toBeInTheDocument()
  })

  it('caps the visible count', async () => {
    await renderWithI18n(<CartButton count={120} />)
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true')
  })
})
