import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'

export const applyDocument = graphql(`
  mutation ApplyAsAmbassador($input: AmbassadorApplicationInput!) {
    applyAsAmbassador(input: $input) {
      application {
        code
        displayName
        email
        status
        appliedAt
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

/** An application as the API answers it after submission. */
export type Application = NonNullable<
  ResultOf<typeof applyDocument>['applyAsAmbassador']['application']
>
