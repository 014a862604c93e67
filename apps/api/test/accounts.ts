import type { Query, TestApp } from './app'

export interface FieldErrorData {
  field: string | null
  code: string
  message: string
}

export interface SessionData {
  token: string | null
  expiresAt: string | null
  customer: { id: string; email: string; name: string; locale: string } | null
  errors: FieldErrorData[]
}

export const signupMutation: Query<{ signup: SessionData }> = `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      token expiresAt customer { id email name locale } errors { field code message }
    }
  }`

export const loginMutation: Query<{ login: SessionData }> = `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token expiresAt customer { id email name locale } errors { field code message }
    }
  }`

export const ambassadorLoginMutation: Query<{ ambassadorLogin: SessionData }> = `
  mutation AmbassadorLogin($input: AmbassadorLoginInput!) {
    ambassadorLogin(input: $input) { token expiresAt errors { field code message } }
  }`

export const meQuery: Query<{ me: { email: string; name: string; locale: string } | null }> =
  '{ me { email name locale } }'

let counter = 0

/** A unique e-mail address for this test file's run. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`
}

export const strongPassword = 'lighthouse-orchard-27'

/** Signs a new customer up and returns the session token. */
export async function signUp(
  api: TestApp,
  email = uniqueEmail(),
  password = strongPassword,
  locale: 'en' | 'fr' = 'en',
): Promise<string> {
  const response = await api.gql(signupMutation, {
    variables: { input: { email, password, name: 'Test Customer', locale } },
  })
  const token = response.body.data?.signup.token
  if (!token) throw new Error(`signup failed: ${JSON.stringify(response.body)}`)
  return token
}

export async function logIn(
  api: TestApp,
  email: string,
  password = strongPassword,
): Promise<string> {
  const response = await api.gql(loginMutation, { variables: { input: { email, password } } })
  const token = response.body.data?.login.token
  if (!token) throw new Error(`login failed: ${JSON.stringify(response.body)}`)
  return token
}
