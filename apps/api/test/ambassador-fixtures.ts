import type { Query, TestApp } from './app'
import {
  ambassadorLoginMutation,
  strongPassword,
  uniqueEmail,
  type FieldErrorData,
} from './accounts'

export interface ApplicationData {
  applyAsAmbassador: {
    application: { code: string; status: string; email: string; displayName: string } | null
    errors: FieldErrorData[]
  }
}

export const applyMutation: Query<ApplicationData> = `
  mutation Apply($input: AmbassadorApplicationInput!) {
    applyAsAmbassador(input: $input) {
      application { code status email displayName }
      errors { field code message }
    }
  }`

export const motivation = 'I love linen and my friends ask me where I buy it.'

export function applicationInput(overrides: Record<string, unknown> = {}) {
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

/** Runs a document on /gql/ambassador with a token. */
export function onAmbassador<Data>(
  api: TestApp,
  token: string,
  query: Query<Data>,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return api.gql(query, { path: '/gql/ambassador', token, variables, headers })
}

export interface OperationData {
  id: string
  name: string
  code: string
  state: string
  customerDiscountPercent: number
  startsAt: string
  endsAt: string
}

export const operationFields = 'id name code state customerDiscountPercent startsAt endsAt'

export const createOperationMutation: Query<{
  createOperation: { operation: OperationData | null; errors: FieldErrorData[] }
}> = `
  mutation Create($input: OperationInput!) {
    createOperation(input: $input) {
      operation { ${operationFields} }
      errors { field code message }
    }
  }`

export const publishOperationMutation: Query<{
  publishOperation: { operation: OperationData | null; errors: FieldErrorData[] }
}> = `
  mutation Publish($id: ID!) {
    publishOperation(input: { id: $id }) { operation { ${operationFields} } errors { field code message } }
  }`

const day = 24 * 60 * 60 * 1000

export function operationInput(overrides: Record<string, unknown> = {}) {
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
  overrides: Record<string, unknown> = {},
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
