import { graphql, type ResultOf, moneyFragment } from '@comptoir/gql-client/public-graphql'

export const programmeDocument = graphql(
  `
    query AmbassadorProgramme {
      ambassadorProgramme {
        commissionRatePercent
        holdDays
        referralWindowDays
        maxCustomerDiscountPercent
        minimumPayout {
          ...Money
        }
      }
    }
  `,
  [moneyFragment],
)

/** The programme's terms as the landing page shows them. */
export type ProgrammeTerms = ResultOf<typeof programmeDocument>['ambassadorProgramme']
