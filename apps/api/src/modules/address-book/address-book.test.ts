import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { frenchAddress } from '../../../test/commerce'

const bookQuery = graphql(`
  query AddressBook {
    me {
      savedAddresses {
        id
        isDefault
        address {
          line1
          postalCode
          city
          countryName
        }
      }
    }
  }
`)

const saveMutation = graphql(`
  mutation SaveAddress($input: SaveAddressInput!) {
    saveAddress(input: $input) {
      addresses {
        id
        isDefault
        address {
          line1
          city
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const setDefaultMutation = graphql(`
  mutation SetDefaultAddress($input: SavedAddressIdInput!) {
    setDefaultAddress(input: $input) {
      addresses {
        id
        isDefault
      }
      errors {
        code
      }
    }
  }
`)

const deleteMutation = graphql(`
  mutation DeleteAddress($input: SavedAddressIdInput!) {
    deleteAddress(input: $input) {
      addresses {
        id
        isDefault
        address {
          city
        }
      }
      errors {
        code
        message
      }
    }
  }
`)

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const lyon = { ...frenchAddress, line1: '4 quai Saint-Antoine', postalCode: '69002', city: 'Lyon' }

async function save(token: string, input: Record<string, unknown>, language = 'en') {
  const response = await api.gql(saveMutation, {
    token,
    headers: { 'accept-language': language },
    variables: { input: input as { address: typeof frenchAddress; makeDefault: boolean } },
  })
  expect(response.body.errors).toBeUndefined()
  const payload = response.body.data?.saveAddress
  if (!payload) throw new Error('no payload')
  return payload
}

describe('the address book', () => {
  it('adds, lists (default first), edits, sets the default and deletes, for its owner only', async () => {
    const token = await signUp(api, uniqueEmail('book'))
    const first = await save(token, { address: frenchAddress, makeDefault: false })
    // The first address is the default, whatever was asked.
    expect(first.addresses).toMatchObject([{ isDefault: true, address: { city: 'Paris' } }])
    const both = await save(token, { address: lyon, makeDefault: false })
    expect(both.addresses?.map((saved) => [saved.address.city, saved.isDefault])).toEqual([
      ['Paris', true],
      ['Lyon', false],
    ])
    const lyonId = both.addresses?.[1]?.id ?? ''
    const edited = await save(token, {
      id: lyonId,
      address: { ...lyon, line1: '6 quai Saint-Antoine' },
      makeDefault: true,
    })
    expect(edited.addresses).toMatchObject([
      { id: lyonId, isDefault: true, address: { line1: '6 quai Saint-Antoine' } },
      { isDefault: false, address: { city: 'Paris' } },
    ])
    const parisId = edited.addresses?.[1]?.id ?? ''
    const back = await api.gql(setDefaultMutation, { token, variables: { input: { id: parisId } } })
    expect(back.body.data?.setDefaultAddress.addresses?.[0]).toEqual({
      id: parisId,
      isDefault: true,
    })

    // Someone else can neither see, change nor delete them.
    const stranger = await signUp(api, uniqueEmail('stranger'))
    const taken = await api.gql(deleteMutation, {
      token: stranger,
      headers: { 'accept-language': 'fr' },
      variables: { input: { id: parisId } },
    })
    expect(taken.body.data?.deleteAddress.errors).toEqual([
      {
        code: 'unknown_address',
        message: 'Cette adresse n’est plus dans votre carnet d’adresses.',
      },
    ])
    const strangers = await api.gql(bookQuery, { token: stranger })
    expect(strangers.body.data?.me?.savedAddresses).toEqual([])

    // Deleting the default hands it to the other address.
    const deleted = await api.gql(deleteMutation, { token, variables: { input: { id: parisId } } })
    expect(deleted.body.data?.deleteAddress.addresses).toEqual([
      { id: lyonId, isDefault: true, address: { city: 'Lyon' } },
    ])
  })

  it('refuses an address that breaks the shared rules, in French, and keeps nothing', async () => {
    const token = await signUp(api, uniqueEmail('bad-address'))
    const refused = await save(
      token,
      { address: { ...frenchAddress, postalCode: '7501', city: '' }, makeDefault: false },
      'fr',
    )
    expect(refused.addresses).toBeNull()
    expect(refused.errors).toEqual([
      expect.objectContaining({
        field: 'address.postalCode',
        message: 'Le code postal n’est pas valide',
      }),
      expect.objectContaining({ field: 'address.city', message: 'Ce champ est obligatoire' }),
    ])
    const book = await api.gql(bookQuery, { token })
    expect(book.body.data?.me?.savedAddresses).toEqual([])
  })

  it('is for signed-in customers only', async () => {
    const anonymous = await api.gql(saveMutation, {
      variables: { input: { address: frenchAddress, makeDefault: false } },
    })
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
