import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { ErrorPage } from './error-page'

describe('ErrorPage', () => {
  it('shows the not-found variant for 404 with its default status message', async () => {
    const { container } = await renderWithI18n(<ErrorPage statusCode={404} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(container.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'not-found')
  })

  it('shows the server-error variant for any other status, with the given fields', async () => {
    const { container } = await renderWithI18n(
      <ErrorPage
        statusCode={503}
        statusMessage="Service Unavailable"
        message="The shop is resting."
      />,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Service Unavailable' }),
    ).toBeInTheDocument()
    expect(screen.getByText('503')).toBeInTheDocument()
    expect(screen.getByText('The shop is resting.')).toBeInTheDocument()
    expect(container.querySelector('[data-variant]')).toHaveAttribute(
      'data-variant',
      'server-error',
    )
  })

  it('defaults to Internal Server Error, in the active language', async () => {
    await renderWithI18n(<ErrorPage statusCode={500} />, 'en')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
