import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { AddressBook } from './address-book'

const address = (line1: string, city: string, postalCode: string) => ({
  __typename: 'Address',
  firstName: 'Camille',
  lastName: 'Martin',
  line1,
  line2: null,
  postalCode,
  city,
  country: 'FR',
  countryName: 'France',
  phone: null,
})
const entry = (
  id: string,
  isDefault: boolean,
  line1: string,
  city: string,
  postalCode: string,
) => ({
  __typename: 'SavedAddress',
  id,
  isDefault,
  address: address(line1, city, postalCode),
})
const paris = entry('a1', true, '12 rue des Lilas', 'Paris', '75011')
const lyon = entry('a2', false, '4 quai Saint-Antoine', 'Lyon', '69002')

function renderBook(answers: Record<string, unknown>) {
  const { client, sent } = clientAnswering((request) =>
    request.operationName === 'AddressBook'
      ? {
          me: { __typename: 'Customer', id: 'c1', savedAddresses: [paris] },
          countries: [{ __typename: 'Country', code: 'FR', name: 'France' }],
        }
      : answers[request.operationName],
  )
  render(<AddressBook />, { wrapper: withClient(client) })
  return sent
}

describe('AddressBook', () => {
  it('lists the saved addresses with the default marked, and adds one as the default', async () => {
    const sent = renderBook({
      SaveAddress: {
        saveAddress: {
          __typename: 'AddressBookPayload',
          addresses: [
            { ...lyon, isDefault: true },
            { ...paris, isDefault: false },
          ],
          errors: [],
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Saved addresses' })
    expect(within(list).getByText('Default address')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }))
    const form = screen.getByRole('form', { name: 'New address' })
    await userEvent.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Camille')
    await userEvent.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Martin')
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Address(?! line)/ }),
      '4 quai Saint-Antoine',
    )
    await userEvent.type(within(form).getByRole('textbox', { name: /^Postal code/ }), '69002')
    await userEvent.type(within(form).getByRole('textbox', { name: /^City/ }), 'Lyon')
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use as my default address' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save the address' }))
    await waitFor(() => {
      expect(sent.find((request) => request.operationName === 'SaveAddress')?.variables).toEqual({
        input: {
          id: null,
          makeDefault: true,
          address: {
            firstName: 'Camille',
            lastName: 'Martin',
            line1: '4 quai Saint-Antoine',
            line2: null,
            postalCode: '69002',
            city: 'Lyon',
            country: 'FR',
            phone: null,
          },
        },
      })
    })
    const entries = within(
      await screen.findByRole('list', { name: 'Saved addresses' }),
    ).getAllByRole('listitem')
    expect(entries[0]).toHaveTextContent('4 quai Saint-Antoine')
    expect(entries[0]).toHaveTextContent('Default address')
  })

  it('refuses a bad postal code in the form before anything is sent', async () => {
    const sent = renderBook({})
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the address 12 rue des Lilas' }),
    )
    const postalCode = screen.getByRole('textbox', { name: /^Postal code/ })
    await userEvent.clear(postalCode)
    await userEvent.type(postalCode, '7501')
    await userEvent.click(screen.getByRole('button', { name: 'Save the address' }))
    expect(await screen.findByText('Postal code is not valid')).toBeInTheDocument()
    expect(sent.map((request) => request.operationName)).not.toContain('SaveAddress')
  })

  it('deletes an address and shows the book as the answer gives it', async () => {
    renderBook({
      DeleteAddress: {
        deleteAddress: { __typename: 'AddressBookPayload', addresses: [], errors: [] },
      },
    })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the address 12 rue des Lilas' }),
    )
    expect(await screen.findByText(/No saved address yet/)).toBeInTheDocument()
  })
})
