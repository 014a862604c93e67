import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { LoginForm } from './login-form'

const login = vi.fn()
vi.mock('@comptoir/gql-client/react', () => ({
  useAuth: () => ({ isSignedIn: false, login, logout: vi.fn() }),
}))

function renderLogin(answer: (request: SentOperation) => unknown, locale: 'en' | 'fr' = 'en') {
  const { client, sent } = clientAnswering(answer)
  const onSignedIn = vi.fn()
  render(<LoginForm cartId="anonymous-cart" onSignedIn={onSignedIn} />, {
    wrapper: withClient(client, locale),
  })
  return { sent, onSignedIn }
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(
    screen.getByRole('textbox', { name: /E-mail address|Adresse e-mail/ }),
    email,
  )
  const passwordInput = document.querySelector<HTMLInputElement>('input[name="password"]')
  if (!passwordInput) throw new Error('The password field is missing')
  await userEvent.type(passwordInput, password)
  await userEvent.click(screen.getByRole('button', { name: /^(Sign in|Se connecter)$/ }))
}

describe('LoginForm', () => {
  it('says which rule fails, in the active language, without calling the API', async () => {
    const { sent } = renderLogin(() => ({}), 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Ce champ est obligatoire',
      'Ce champ est obligatoire',
    ])
    expect(sent).toEqual([])
  })

  it('shows the refusal of the server inline and stays signed out', async () => {
    const { onSignedIn } = renderLogin(() => ({
      login: {
        __typename: 'SessionPayload',
        token: null,
        errors: [
          {
            __typename: 'FieldError',
            field: null,
            code: 'invalid_credentials',
            message: 'The e-mail address or the password is incorrect',
          },
        ],
      },
    }))
    await fillAndSubmit('camille@example.com', 'wrong-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is incorrect',
    )
    expect(login).not.toHaveBeenCalled()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('signs in through the client with the anonymous cart to merge', async () => {
    const { sent, onSignedIn } = renderLogin(() => ({
      login: { __typename: 'SessionPayload', token: 'session-token', errors: [] },
    }))
    await fillAndSubmit('camille@example.com', 'Linen-and-honey-42')
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledTimes(1)
    })
    expect(login).toHaveBeenCalledWith('session-token')
    expect(sent[0]?.variables).toEqual({
      input: {
        email: 'camille@example.com',
        password: 'Linen-and-honey-42',
        cartId: 'anonymous-cart',
      },
    })
  })
})
