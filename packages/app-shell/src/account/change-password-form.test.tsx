import type { PayloadFieldError } from '@comptoir/validation/formik/payload-errors'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { gql } from 'urql'
import { describe, expect, it } from 'vitest'

import { clientAnswering, withClient, type SentOperation } from '../testing/client-answering'
import { ChangePasswordForm } from './change-password-form'

/** An app's `changePassword` document, as the form takes it. */
const changePasswordDocument = gql<
  { changePassword: { ok: boolean; errors: PayloadFieldError[] } },
  { input: { currentPassword: string; newPassword: string } }
>`
  mutation ChangeAmbassadorPassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`

function renderForm(answer: (request: SentOperation) => unknown, locale: 'en' | 'fr' = 'en') {
  const { client, sent } = clientAnswering(answer, 'http://ambassador.shop.test/gql/ambassador')
  render(<ChangePasswordForm mutation={changePasswordDocument} />, {
    wrapper: withClient(client, locale),
  })
  return { sent }
}

function passwordInput(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) throw new Error(`The ${name} field is missing`)
  return input
}

describe('ChangePasswordForm', () => {
  it('asks for both passwords in the active language before calling the API', async () => {
    const { sent } = renderForm(() => ({}), 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Ce champ est obligatoire',
      'Ce champ est obligatoire',
    ])
    expect(sent).toEqual([])
  })

  it('lets a password manager fill the current password and suggest the new one', () => {
    renderForm(() => ({}))
    expect(passwordInput('currentPassword').getAttribute('autocomplete')).toBe('current-password')
    expect(passwordInput('newPassword').getAttribute('autocomplete')).toBe('new-password')
  })

  it('puts a wrong current password on its field, then confirms a change', async () => {
    let attempts = 0
    const { sent } = renderForm(() => {
      attempts += 1
      return {
        changePassword:
          attempts === 1
            ? {
                ok: false,
                errors: [
                  {
                    field: 'currentPassword',
                    code: 'wrong_password',
                    message: 'The current password is not right.',
                  },
                ],
              }
            : { ok: true, errors: [] },
      }
    })
    await userEvent.type(passwordInput('currentPassword'), 'not-the-password-1')
    await userEvent.type(passwordInput('newPassword'), 'harbour-lantern-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }))
    expect(await screen.findByText('The current password is not right.')).toBeVisible()
    expect(sent[0]).toMatchObject({
      operationName: 'ChangeAmbassadorPassword',
      variables: {
        input: { currentPassword: 'not-the-password-1', newPassword: 'harbour-lantern-2026' },
      },
    })

    await userEvent.clear(passwordInput('currentPassword'))
    await userEvent.type(passwordInput('currentPassword'), 'the-right-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.')
    expect(passwordInput('currentPassword').value).toBe('')
  })
})
