import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { Pagination } from './pagination'

describe('Pagination', () => {
  it('marks the current page and moves with the buttons', async () => {
    const onPageChange = vi.fn()
    await renderWithI18n(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 8' }))
    expect(onPageChange.mock.calls).toEqual([[2], [8]])
  })

  it('renders links when given addresses, in French', async () => {
    await renderWithI18n(
      <Pagination page={3} pageCount={3} getPageHref={(page) => `/products?page=${page}`} />,
      'fr',
    )
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/products?page=2',
    )
    expect(screen.queryByRole('link', { name: 'Page suivante' })).toBeNull()
    expect(screen.getByText('Suivante').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('offers only Previous and Next for cursor pagination', async () => {
    await renderWithI18n(<Pagination page={2} hasNextPage={false} onPageChange={vi.fn()} />)
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Next page'])
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })
})
