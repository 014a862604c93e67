import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { EmailPreferencesForm } from './email-preferences'

const success = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success, error: vi.fn() }) }))

function renderForm() {
  const { client, sent } = clientAnswering((request: SentOperation) => {
    const input = request.variables.input as Record<string, boolean>
    return {
      updateEmailPreferences: {
        __typename: 'AmbassadorProfilePayload',
        ambassador: {
          __typename: 'Ambassador',
          id: 'amb-1',
          emailOnNewOrder: input.newOrder,
          emailOnCommissionApproved: input.commissionApproved,
          emailOnPayoutSent: input.payoutSent,
        },
        errors: [],
      },
    }
  }, 'http://ambassador.test/gql/ambassador')
  render(
    <EmailPreferencesForm
      initial={{ newOrder: true, commissionApproved: true, payoutSent: true }}
    />,
    { wrapper: withClient(client) },
  )
  return { sent }
}

describe('EmailPreferencesForm', () => {
  it('shows the three e-mails as switches, on by default', () => {
    renderForm()
    for (const name of ['New order attributed to me', 'Commission approved', 'Payout sent']) {
      expect(screen.getByRole('switch', { name })).toBeChecked()
    }
  })

  it('saves the three preferences at once when one switch changes', async () => {
    const { sent } = renderForm()
    await userEvent.click(screen.getByRole('switch', { name: 'Commission approved' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('E-mail preferences saved')
    })
    expect(sent[0]?.variables).toEqual({
      input: { newOrder: true, commissionApproved: false, payoutSent: true },
    })
    expect(screen.getByRole('switch', { name: 'Commission approved' })).not.toBeChecked()
  })
})
