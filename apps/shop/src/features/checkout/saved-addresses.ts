import type { ResultOf } from '@comptoir/gql-client/public-graphql'

import type { addressStepFragment } from './address-step.graphql'

/** A delivery address as the address form holds it. */
export interface AddressValues {
  firstName: string
  lastName: string
  line1: string
  line2: string
  postalCode: string
  city: string
  country: string
  phone: string
}

/** An address as the address step reads it (a saved one, or the cart's). */
export type AddressData = ResultOf<typeof addressStepFragment>

/** The form's values for an address (empty fields for none; France by default). */
export function addressValues(address: AddressData | null | undefined): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'FR',
    phone: address?.phone ?? '',
  }
}

const addressFields = [
  'firstName',
  'lastName',
  'line1',
  'line2',
  'postalCode',
  'city',
  'country',
  'phone',
] as const satisfies readonly (keyof AddressValues)[]

const comparable = (values: AddressValues) =>
  addressFields.map((field) => values[field].trim().replace(/\s+/g, ' ').toLowerCase()).join('\n')

/** The index of the saved address the values are (spaces and case aside), or -1. */
export function savedAddressIndex(saved: readonly AddressData[], values: AddressValues): number {
  const wanted = comparable(values)
  return saved.findIndex((address) => comparable(addressValues(address)) === wanted)
}

/**
 * The addresses checkout offers a signed-in customer: their address book (the default first),
 * then those of their earlier orders (see {@link distinctAddresses} for the repeats).
 */
export function offeredAddresses<Address>(
  me:
    | {
        readonly savedAddresses: readonly { readonly address: Address }[]
        readonly addresses: readonly Address[]
      }
    | null
    | undefined,
): Address[] {
  if (!me) return []
  return [...me.savedAddresses.map((saved) => saved.address), ...me.addresses]
}

/** The addresses without repeats (spaces and case aside), the first of each kept. */
export function distinctAddresses(addresses: readonly AddressData[]): AddressData[] {
  const seen = new Set<string>()
  return addresses.filter((address) => {
    const key = comparable(addressValues(address))
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
