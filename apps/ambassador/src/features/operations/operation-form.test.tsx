import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { OperationForm } from './operation-form'

function renderForm(onSubmit = vi.fn(() => Promise.resolve(null))) {
  const { client } = clientAnswering(() => ({}), 'http://ambassador.test/gql/ambassador')
  render(<OperationForm submitLabel="Create the draft" onSubmit={onSubmit} />, {
    wrapper: withClient(client),
  })
  return onSubmit
}

describe('OperationForm', () => {
  it('writes the code in capitals as it is typed, the caret where it was', async () => {
    renderForm()
    const code = screen.getByRole('textbox', { name: /^Code/ })
    await userEvent.type(code, 'marie-ete')
    expect(code).toHaveValue('MARIE-ETE')
    await userEvent.type(code, 'x', { initialSelectionStart: 5, initialSelectionEnd: 5 })
    expect(code).toHaveValue('MARIEX-ETE')
  })

  it('has a way back without saving', () => {
    renderForm()
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/operations')
  })
})
