import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ProductCard } from './product-card'

const product = {
  name: 'Linen shirt',
  href: '/product?slug=linen-shirt',
  imageSrc: 'shirt.jpg',
  price: 8900,
  currency: 'EUR',
}

describe('ProductCard', () => {
  it('links to the product and adds it to the cart', async () => {
    const onAddToCart = vi.fn()
    await renderWithI18n(<ProductCard {...product} onAddToCart={onAddToCart} />)
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/product?slug=linen-shirt',
    )
    const add = screen.getByRole('button', { name: 'Add to cart' })
    expect(add).toHaveAccessibleDescription('Linen shirt')
    await userEvent.click(add)
    expect(onAddToCart).toHaveBeenCalledOnce()
  })

  it('says when it is sold out, in French', async () => {
    await renderWithI18n(<ProductCard {...product} soldOut onAddToCart={vi.fn()} />, 'fr')
    expect(screen.getByRole('button', { name: 'Épuisé' })).toBeDisabled()
    expect(screen.getAllByText('Épuisé')).toHaveLength(2)
  })
})
