import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { postalAddressFragment } from './postal-address.graphql'

/** What {@link ReviewStep} recalls of the checkout before the order is placed. */
export const reviewStepFragment = graphql(
  `
    fragment ReviewStep on Cart {
      email
      code
      shippingAddress {
        ...PostalAddress
      }
      shippingMethod {
        code
        name
      }
      total {
        ...Money
      }
    }
  `,
  [postalAddressFragment, moneyFragment],
)
