import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { postalAddressFragment } from '../checkout/postal-address.graphql'
import { bankTransferDetailsFragment } from './bank-transfer-details.graphql'

/** What {@link OrderView} shows of an order: its state and history, lines, amounts, delivery. */
export const orderViewFragment = graphql(
  `
    fragment OrderView on Order {
      number
      status
      createdAt
      email
      code
      paymentMethod
      cardBrand
      cardLast4
      shippingMethodName
      vatRatePercent
      shippingAddress {
        ...PostalAddress
      }
      bankTransfer {
        ...BankTransferDetails
      }
      lines {
        sku
        productName
        variantTitle
        quantity
        total {
          ...Money
        }
      }
      statusHistory {
        at
        status
      }
      subtotal {
        ...Money
      }
      discount {
        ...Money
      }
      shipping {
        ...Money
      }
      vat {
        ...Money
      }
      total {
        ...Money
      }
    }
  `,
  [moneyFragment, postalAddressFragment, bankTransferDetailsFragment],
)
