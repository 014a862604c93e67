import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'

import type { TestApp } from './app'

export const signupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      token
      expiresAt
      customer {
        id
        email
        name
        locale
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export type SessionData = ResultOf<typeof signupMutation>['signup']
export type FieldErrorData = SessionData['errors'][number]

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      customer {
        id
        email
        name
        locale
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const ambassadorLoginMutation = graphql(`
  mutation AmbassadorLogin($input: AmbassadorLoginInput!) {
    ambassadorLogin(input: $input) {
      token
      expiresAt
      errors {
        field
        code
        message
      }
    }
  }
`)

export const logoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`)

export const requestResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

export const resetMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

export const meQuery = graphql(`
  query Me {
    me {
      email
      name
      locale
    }
  }
`)

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
