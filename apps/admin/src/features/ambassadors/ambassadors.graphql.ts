import { graphql } from '@comptoir/gql-client/admin-graphql'

export const ambassadorRowFragment = graphql(`
  fragment AmbassadorRow on StaffAmbassador @_unmask {
    id
    name
    displayName
    email
    code
    status
    commissionRateBps
    ownRate
    figures {
      orders
      salesCents
      commissionsCents
      balanceCents
    }
  }
`)

export const ambassadorsListQuery = graphql(
  `
    query AmbassadorsList($filter: StaffAmbassadorFilter, $page: Int, $pageSize: Int) {
      ambassadors(filter: $filter, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        ambassadors {
          ...AmbassadorRow
        }
      }
    }
  `,
  [ambassadorRowFragment],
)

const ambassadorDetailsFragment = graphql(`
  fragment AmbassadorDetails on StaffAmbassador @_unmask {
    id
    name
    displayName
    email
    code
    locale
    status
    statusReason
    appliedAt
    reviewedAt
    motivation
    socialLinks
    payoutAccount
    commissionRateBps
    ownRate
    figures {
      clicks
      orders
      salesCents
      commissionsCents
      balanceCents
      paidCents
    }
  }
`)

export const ambassadorProfileQuery = graphql(
  `
    query AmbassadorProfile($id: ID!) {
      ambassador(id: $id) {
        programmeRateBps
        ambassador {
          ...AmbassadorDetails
        }
        rateHistory {
          id
          effectiveAt
          changedBy
          rateBps
          previousRateBps
          ownRate
        }
      }
    }
  `,
  [ambassadorDetailsFragment],
)

const ambassadorPayloadFragment = graphql(
  `
    fragment AmbassadorPayloadFields on StaffAmbassadorPayload @_unmask {
      ambassador {
        ...AmbassadorDetails
      }
      errors {
        field
        code
        message
      }
    }
  `,
  [ambassadorDetailsFragment],
)

export const suspendAmbassadorMutation = graphql(
  `
    mutation SuspendAmbassador($input: SuspendAmbassadorInput!) {
      suspendAmbassador(input: $input) {
        ...AmbassadorPayloadFields
      }
    }
  `,
  [ambassadorPayloadFragment],
)

export const reinstateAmbassadorMutation = graphql(
  `
    mutation ReinstateAmbassador($input: ReinstateAmbassadorInput!) {
      reinstateAmbassador(input: $input) {
        ...AmbassadorPayloadFields
      }
    }
  `,
  [ambassadorPayloadFragment],
)

export const setCommissionRateMutation = graphql(
  `
    mutation SetAmbassadorCommissionRate($input: SetCommissionRateInput!) {
      setAmbassadorCommissionRate(input: $input) {
        ...AmbassadorPayloadFields
      }
    }
  `,
  [ambassadorPayloadFragment],
)
