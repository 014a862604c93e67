import { graphql } from '@comptoir/gql-client/admin-graphql'

export const payoutRowFragment = graphql(`
  fragment PayoutRow on StaffPayout @_unmask {
    id
    number
    ambassadorId
    ambassadorName
    ambassadorCode
    email
    amountCents
    iban
    requestedAt
    status
    reason
    endToEndId
  }
`)

export const payoutRunSummaryFragment = graphql(`
  fragment PayoutRunSummary on PayoutRun @_unmask {
    id
    reference
    status
    createdAt
    createdBy
    paidAt
    paidBy
    totals {
      amountCents
      payoutCount
    }
  }
`)

export const payoutsOverviewQuery = graphql(
  `
    query PayoutsOverview {
      waitingPayouts {
        ...PayoutRow
      }
      payoutRuns {
        ...PayoutRunSummary
      }
    }
  `,
  [payoutRowFragment, payoutRunSummaryFragment],
)

export const payoutRunQuery = graphql(
  `
    query PayoutRunDetails($id: ID!) {
      payoutRun(id: $id) {
        ...PayoutRunSummary
        payouts {
          ...PayoutRow
        }
      }
    }
  `,
  [payoutRowFragment, payoutRunSummaryFragment],
)

/** Asked only when the file is downloaded: it can be long. */
export const payoutRunFileQuery = graphql(`
  query PayoutRunFile($id: ID!) {
    payoutRun(id: $id) {
      id
      sepaFile {
        filename
        xml
      }
    }
  }
`)

const payoutRunPayloadFragment = graphql(
  `
    fragment PayoutRunPayloadFields on PayoutRunPayload @_unmask {
      run {
        ...PayoutRunSummary
      }
      errors {
        field
        code
        message
      }
    }
  `,
  [payoutRunSummaryFragment],
)

export const createPayoutRunMutation = graphql(
  `
    mutation CreatePayoutRun($input: CreatePayoutRunInput!) {
      createPayoutRun(input: $input) {
        ...PayoutRunPayloadFields
      }
    }
  `,
  [payoutRunPayloadFragment],
)

export const payPayoutRunMutation = graphql(
  `
    mutation PayPayoutRun($input: PayPayoutRunInput!) {
      payPayoutRun(input: $input) {
        ...PayoutRunPayloadFields
      }
    }
  `,
  [payoutRunPayloadFragment],
)

export const rejectPayoutMutation = graphql(`
  mutation RejectPayout($input: RejectPayoutInput!) {
    rejectPayout(input: $input) {
      payoutId
      status
      errors {
        field
        code
        message
      }
    }
  }
`)
