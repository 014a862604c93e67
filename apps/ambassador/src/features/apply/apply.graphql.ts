import { graphql, type ResultOf, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

export const applyDocument = graphql(
  `
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
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

/** An application as the API answers it after submission. */
export type Application = NonNullable<
  ResultOf<typeof applyDocument>['applyAsAmbassador']['application']
>
