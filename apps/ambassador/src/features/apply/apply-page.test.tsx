import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApplicationCard } from './apply-page'

describe('ApplicationCard', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('brings the page back to the top and the focus to its heading once the form is sent', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { client } = clientAnswering(() => ({}))
    render(
      <ApplicationCard
        application={{
          code: 'CAMILLE',
          displayName: 'Camille',
          email: 'camille@example.com',
          status: 'APPLIED',
          appliedAt: '2026-11-24T10:00:00.000Z',
        }}
      />,
      { wrapper: withClient(client) },
    )
    const heading = screen.getByRole('heading', {
      name: 'Thank you, Camille: your application is in',
    })
    expect(heading).toHaveFocus()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
  })
})
