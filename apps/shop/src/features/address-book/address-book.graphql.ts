import { fieldErrorsFragment, graphql } from '@comptoir/gql-client/public-graphql'

/** An entry of the address book as the account page shows and edits it. */
export const savedAddressFragment = graphql(`
  fragment SavedAddressEntry on SavedAddress @_unmask {
    id
    isDefault
    address {
      firstName
      lastName
      line1
      line2
      postalCode
      city
      country
      countryName
      phone
    }
  }
`)

export const addressBookDocument = graphql(
  `
    query AddressBook {
      me {
        id
        savedAddresses {
          ...SavedAddressEntry
        }
      }
      countries {
        code
        name
      }
    }
  `,
  [savedAddressFragment],
)

export const saveAddressDocument = graphql(
  `
    mutation SaveAddress($input: SaveAddressInput!) {
      saveAddress(input: $input) {
        addresses {
          ...SavedAddressEntry
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [savedAddressFragment, fieldErrorsFragment],
)

export const setDefaultAddressDocument = graphql(
  `
    mutation SetDefaultAddress($input: SavedAddressIdInput!) {
      setDefaultAddress(input: $input) {
        addresses {
          ...SavedAddressEntry
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [savedAddressFragment, fieldErrorsFragment],
)

export const deleteAddressDocument = graphql(
  `
    mutation DeleteAddress($input: SavedAddressIdInput!) {
      deleteAddress(input: $input) {
        addresses {
          ...SavedAddressEntry
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [savedAddressFragment, fieldErrorsFragment],
)
