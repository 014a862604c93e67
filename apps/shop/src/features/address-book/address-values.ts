import type { ResultOf } from '@comptoir/gql-client/public-graphql'

import type { savedAddressFragment } from './address-book.graphql'

/** An entry of the address book. */
export type SavedAddressEntry = ResultOf<typeof savedAddressFragment>

/** An address as the form holds it. */
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

/** The form's values for an address (empty fields for a new one; France by default). */
export function addressValues(address: SavedAddressEntry['address'] | null): AddressValues {
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

/** The form's values as the API takes them: empty optional parts left out. */
export function addressInput(values: AddressValues) {
  return {
    ...values,
    line2: values.line2.trim() === '' ? null : values.line2,
    phone: values.phone.trim() === '' ? null : values.phone,
  }
}
