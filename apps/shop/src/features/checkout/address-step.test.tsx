import { maskFragments } from '@comptoir/gql-client/public-graphql'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { AddressStep } from './address-step'
import { addressStepFragment } from './address-step.graphql'

const home = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  line1: '12 rue des Lilas',
  line2: null,
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  countryName: 'France',
  phone: null,
}
const office = {
  ...home,
  line1: '3 quai des Chartrons',
  line2: 'Bureau 4',
  postalCode: '33000',
  city: 'Bordeaux',
  phone: '+33 5 56 00 00 00',
}
const countries = [{ code: 'FR', name: 'France' }]

function inEnglish({ children }: { children: ReactNode }) {
  const i18n = setupI18n()
  i18n.load('en', {})
  i18n.activate('en')
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

describe('AddressStep', () => {
  it('offers the saved addresses, fills the form with the chosen one, or starts a new one', async () => {
    const save = vi.fn(() => Promise.resolve([]))
    const onDone = vi.fn()
    render(
      <AddressStep
        address={null}
        savedAddresses={maskFragments([addressStepFragment], [home, office])}
        countries={countries}
        save={save}
        onDone={onDone}
      />,
      { wrapper: inEnglish },
    )
    const choice = screen.getByRole('radiogroup', { name: 'Deliver to' })
    expect(choice).toBeVisible()
    expect(screen.getByRole('radio', { name: '12 rue des Lilas, 75011 Paris' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /^Address(?! line)/ })).toHaveValue(
      '12 rue des Lilas',
    )

    await userEvent.click(
      screen.getByRole('radio', { name: '3 quai des Chartrons, Bureau 4, 33000 Bordeaux' }),
    )
    expect(screen.getByRole('textbox', { name: /^Address(?! line)/ })).toHaveValue(
      '3 quai des Chartrons',
    )
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Bordeaux')

    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }))
    expect(screen.getByRole('textbox', { name: /^Address(?! line)/ })).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()

    await userEvent.click(
      screen.getByRole('radio', { name: '3 quai des Chartrons, Bureau 4, 33000 Bordeaux' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }))
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1)
    })
    expect(save).toHaveBeenCalledWith({
      shippingAddress: {
        firstName: 'Jeanne',
        lastName: 'Martin',
        line1: '3 quai des Chartrons',
        line2: 'Bureau 4',
        postalCode: '33000',
        city: 'Bordeaux',
        country: 'FR',
        phone: '+33 5 56 00 00 00',
      },
    })
  })

  it('shows no choice to a shopper without saved addresses', () => {
    render(
      <AddressStep
        address={null}
        savedAddresses={[]}
        countries={countries}
        save={vi.fn()}
        onDone={vi.fn()}
      />,
      { wrapper: inEnglish },
    )
    expect(screen.queryByRole('radiogroup', { name: 'Deliver to' })).toBeNull()
  })
})
