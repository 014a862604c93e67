import type { Page } from '@playwright/test'

/** A GraphQL answer as the browser received it. */
export interface GraphQLAnswer<T> {
  status: number
  body: { data?: T; errors?: { message: string }[] }
}

/**
 * Sends a GraphQL operation from inside the page, with the page's own origin, cookies and headers,
 * exactly as the apps do with fetch.
 */
export async function gqlFromPage<T>(
  page: Page,
  endpoint: '/gql/public' | '/gql/ambassador',
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  return page.evaluate(
    async ({ endpoint, query, variables, token }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      })
      return { status: response.status, body: (await response.json()) as never }
    },
    { endpoint, query, variables, token },
  )
}
