import {
  graphql as ambassadorGraphql,
  type ResultOf,
  type VariablesOf as AmbassadorVariablesOf,
} from '@comptoir/gql-client/ambassador-graphql'
import { graphql, type VariablesOf } from '@comptoir/gql-client/public-graphql'
import type { TadaDocumentNode } from 'gql.tada'

import { ambassadorLoginMutation, strongPassword, uniqueEmail } from './accounts'
import type { Query, TestApp } from './app'

export const applyMutation = graphql(`
  mutation Apply($input: AmbassadorApplicationInput!) {
    applyAsAmbassador(input: $input) {
      application {
        code
        status
        email
        displayName
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const motivation = 'I love linen and my friends ask me where I buy it.'

/** A new applicant's input: with an e-mail and a password, as someone without an account applies. */
export type ApplicationInput = VariablesOf<typeof applyMutation>['input'] & {
  email: string
  password: string
}

export function applicationInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    name: 'Zoé Martin',
    email: uniqueEmail('applicant'),
    password: strongPassword,
    motivation,
    socialLinks: ['https://instagram.com/zoe'],
    locale: 'fr',
    termsAccepted: true,
    ...overrides,
  }
}

/** Applies, gets approved by the operator, signs in: an ambassador token and their code. */
export async function approvedAmbassador(
  api: TestApp,
  name = 'Nina Ambassador',
): Promise<{ token: string; code: string; email: string; id: string }> {
  const input = applicationInput({ name, locale: 'en' })
  const applied = await api.gql(applyMutation, { variables: { input } })
  const application = applied.body.data?.applyAsAmbassador.application
  if (!application) throw new Error(JSON.stringify(applied.body))
  const { ambassador } = await api.app.services.ambassadorApplications.approve(application.email)
  const login = await api.gql(ambassadorLoginMutation, {
    variables: { input: { email: input.email, password: strongPassword } },
  })
  const token = login.body.data?.ambassadorLogin.token
  if (!token) throw new Error(JSON.stringify(login.body))
  return { token, code: ambassador.code, email: application.email, id: ambassador.userId }
}

export const ambassadorLogoutMutation = ambassadorGraphql(`
  mutation AmbassadorLogout {
    logout {
      ok
    }
  }
`)

/** Runs a document on /gql/ambassador with a token. */
export function onAmbassador<Data, Variables>(
  api: TestApp,
  token: string,
  query: TadaDocumentNode<Data, Variables> | Query<Data>,
  variables?: Variables,
  headers: Record<string, string> = {},
) {
  return api.gql(query, { path: '/gql/ambassador', token, variables, headers })
}

/** An operation as the tests read it. */
export const operationFieldsFragment = ambassadorGraphql(`
  fragment OperationFields on Operation @_unmask {
    id
    name
    code
    state
    customerDiscountPercent
    startsAt
    endsAt
  }
`)

export type OperationData = ResultOf<typeof operationFieldsFragment>

export const createOperationMutation = ambassadorGraphql(
  `
    mutation CreateOperation($input: OperationInput!) {
      createOperation(input: $input) {
        operation {
          ...OperationFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [operationFieldsFragment],
)

export const publishOperationMutation = ambassadorGraphql(
  `
    mutation PublishOperation($id: ID!) {
      publishOperation(input: { id: $id }) {
        operation {
          ...OperationFields
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [operationFieldsFragment],
)

const day = 24 * 60 * 60 * 1000

export type OperationInput = AmbassadorVariablesOf<typeof createOperationMutation>['input']

export function operationInput(overrides: Partial<OperationInput> = {}): OperationInput {
  const now = Date.now()
  return {
    name: 'Linen week',
    code: `OP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    customerDiscount: 10,
    startsAt: new Date(now - day).toISOString(),
    endsAt: new Date(now + 7 * day).toISOString(),
    salesGoal: 500,
    ...overrides,
  }
}

/** Creates and publishes an operation that is live now. */
export async function liveOperation(
  api: TestApp,
  token: string,
  overrides: Partial<OperationInput> = {},
): Promise<OperationData> {
  const created = await onAmbassador(api, token, createOperationMutation, {
    input: operationInput(overrides),
  })
  const operation = created.body.data?.createOperation.operation
  if (!operation) throw new Error(JSON.stringify(created.body))
  const published = await onAmbassador(api, token, publishOperationMutation, { id: operation.id })
  const live = published.body.data?.publishOperation.operation
  if (!live) throw new Error(JSON.stringify(published.body))
  return live
}
