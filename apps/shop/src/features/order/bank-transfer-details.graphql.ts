import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** How to pay an order awaiting its bank transfer, as {@link BankTransferDetails} shows it. */
export const bankTransferDetailsFragment = graphql(
  `
    fragment BankTransferDetails on BankTransferDetails {
      holder
      iban
      bic
      reference
      payBy
      amount {
        ...Money
      }
    }
  `,
  [moneyFragment],
)
