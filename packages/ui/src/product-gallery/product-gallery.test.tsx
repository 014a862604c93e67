import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ProductGallery } from './product-gallery'

const images = [
  { src: 'front.jpg', alt: 'Front view' },
  { src: 'back.jpg', alt: 'Back view' },
  { src: 'collar.jpg', alt: 'Detail of the collar' },
]

describe('ProductGallery', () => {
  it('moves through the photos with the buttons and the thumbnails', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ProductGallery images={images} label="Linen shirt" />)
    expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    expect(screen.getByRole('img', { name: 'Back view' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }))
    expect(screen.getByRole('img', { name: 'Detail of the collar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument()
  })

  it('moves between thumbnails with the arrow keys, in French', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ProductGallery images={images} label="Chemise" />, 'fr')
    screen.getByRole('button', { name: 'Afficher l’image 1 sur 3' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('button', { name: 'Afficher l’image 3 sur 3' })).toHaveFocus()
    expect(screen.getByRole('img', { name: 'Detail of the collar' })).toBeInTheDocument()
  })
})
