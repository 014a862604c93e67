import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { NotFound, notFoundStatus } from './not-found'

describe('NotFound', () => {
  it("says 'Page not found' with status 404 and the full path", async () => {
    await renderWithI18n(<NotFound path="/products/linen?colour=sand#care" />)
    expect(notFoundStatus).toBe(404)
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByText('/products/linen?colour=sand#care')).toBeInTheDocument()
  })
})
