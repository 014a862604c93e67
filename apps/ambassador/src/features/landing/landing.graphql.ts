import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'

export const programmeDocument = graphql(`
  query AmbassadorProgramme {
    ambassadorProgramme {
      commissionRatePercent
      holdDays
      referralWindowDays
      maxCustomerDiscountPercent
      minimumPayout {
        amount
        currency
      }
    }
  }
`)

/** The programme's terms as the landing page shows them. */
export type ProgrammeTerms = ResultOf<typeof programmeDocument>['ambassadorProgramme']
