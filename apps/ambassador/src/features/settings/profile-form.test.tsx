import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ProfileForm, type ProfileValues } from './profile-form'

const setLocale = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/i18n/provider', () => ({ useLocale: () => ({ locale: 'fr', setLocale }) }))
const success = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success, error: vi.fn() }) }))

const marie: ProfileValues = {
  displayName: 'Marie',
  locale: 'en',
  legalStatus: 'individual',
  payoutAccount: null,
  payoutAccountHeldUntil: null,
}

function renderForm(profile: ProfileValues = marie, heldUntil: string | null = null) {
  const { client, sent } = clientAnswering(
    (request: SentOperation) => ({
      updateProfile: {
        __typename: 'UpdateProfilePayload',
        ambassador: {
          __typename: 'Ambassador',
          id: 'amb-1',
          displayName: 'Marie',
          locale: (request.variables.input as { locale: string }).locale,
          legalStatus: 'individual',
          payoutAccount: 'FR76 •••• 0189',
          payoutAccountHeldUntil: heldUntil,
        },
        errors: [],
      },
    }),
    'http://ambassador.test/gql/ambassador',
  )
  // The portal is in French; Marie's e-mails are in English.
  render(<ProfileForm profile={profile} />, { wrapper: withClient(client, 'fr') })
  return { sent }
}

describe('ProfileForm', () => {
  it('says which language the field sets and starts from the saved one', () => {
    renderForm()
    expect(screen.getByRole('combobox', { name: 'Language of e-mails' })).toHaveValue('en')
  })

  it('saves the IBAN with the password, without touching the e-mail language or the portal’s', async () => {
    const { sent } = renderForm(marie, '2026-11-27T09:00:00.000Z')
    expect(screen.queryByLabelText(/Mot de passe actuel/)).toBeNull()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'IBAN' }),
      'FR76 3000 6000 0112 3456 7890 189',
    )
    await userEvent.type(screen.getByLabelText(/Mot de passe actuel/), 'lighthouse-orchard-27')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith(
        expect.stringMatching(/^Profile saved\. Payouts to your new IBAN start on .*2026/),
      )
    })
    expect(sent[0]?.variables).toEqual({
      input: {
        displayName: 'Marie',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        legalStatus: 'individual',
        locale: 'en',
        currentPassword: 'lighthouse-orchard-27',
      },
    })
    expect(setLocale).not.toHaveBeenCalled()
    // The form now starts from the new IBAN on file: no password asked any more.
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('FR76 •••• 0189')
    expect(screen.queryByLabelText(/Mot de passe actuel/)).toBeNull()
  })

  it('asks for the password before changing the IBAN on file, and sends nothing without it', async () => {
    const { sent } = renderForm({ ...marie, payoutAccount: 'FR76 •••• 0189' })
    const iban = screen.getByRole('textbox', { name: 'IBAN' })
    await userEvent.clear(iban)
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Ce champ est obligatoire')).toBeVisible()
    expect(sent).toEqual([])
  })

  it('changes the e-mail language when asked, and still not the portal’s', async () => {
    const { sent } = renderForm()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language of e-mails' }),
      'fr',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalled()
    })
    expect(sent[0]?.variables).toMatchObject({ input: { locale: 'fr' } })
    expect(setLocale).not.toHaveBeenCalled()
  })

  it('saves the name with the IBAN on file shown masked and left as it is', async () => {
    const { sent } = renderForm({ ...marie, payoutAccount: 'FR76 •••• 0189' })
    const iban = screen.getByRole('textbox', { name: 'IBAN' })
    expect(iban).toHaveValue('FR76 •••• 0189')
    const name = screen.getByRole('textbox', { name: 'Nom public' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Marie D.')
    await userEvent.click(iban)
    await userEvent.tab()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(success).toHaveBeenCalledWith('Profile saved')
    })
    expect(screen.queryByText('L’IBAN n’est pas valide')).toBeNull()
    expect(sent[0]?.variables).toMatchObject({
      input: { displayName: 'Marie D.', iban: 'FR76 •••• 0189', locale: 'en' },
    })
  })
})
