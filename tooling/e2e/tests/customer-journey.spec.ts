import { expect, test } from '@playwright/test'

import { gqlFromPage } from './graphql'

interface ProductsData {
  products: {
    totalCount: number
    edges: { node: { slug: string; name: string } }[]
  }
}

test.describe('a shopper in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('browses the demo catalogue in both languages', async ({ page }) => {
    const query = `query Products($locale: Locale) {
      products(first: 5, locale: $locale) { totalCount edges { node { slug name } } }
    }`
    const english = await gqlFromPage<ProductsData>(page, '/gql/public', query, { locale: 'en' })
    expect(english.status).toBe(200)
    expect(english.body.errors).toBeUndefined()
    const englishProducts = english.body.data?.products
    expect(englishProducts?.totalCount).toBeGreaterThan(20)
    expect(englishProducts?.edges).toHaveLength(5)

    const french = await gqlFromPage<ProductsData>(page, '/gql/public', query, { locale: 'fr' })
    const frenchProducts = french.body.data?.products
    expect(frenchProducts?.edges.map((edge) => edge.node.slug)).toEqual(
      englishProducts?.edges.map((edge) => edge.node.slug),
    )
    expect(frenchProducts?.edges.map((edge) => edge.node.name)).not.toEqual(
      englishProducts?.edges.map((edge) => edge.node.name),
    )
  })

  test('signs up, is recognised with the session token, and signs out', async ({ page }) => {
    const email = `shopper-${String(Date.now())}@example.com`
    const signup = await gqlFromPage<{
      signup: { token: string | null; errors: { field: string; message: string }[] }
    }>(
      page,
      '/gql/public',
      `mutation Signup($input: SignupInput!) {
        signup(input: $input) { token errors { field message } }
      }`,
      { input: { email, name: 'Camille Martin', password: 'Linen-and-honey-42', locale: 'fr' } },
    )
    expect(signup.body.data?.signup.errors).toEqual([])
    const token = signup.body.data?.signup.token
    expect(token).toBeTruthy()

    const me = await gqlFromPage<{ me: { email: string; locale: string } | null }>(
      page,
      '/gql/public',
      'query { me { email locale } }',
      {},
      token ?? undefined,
    )
    expect(me.body.data?.me).toEqual({ email, locale: 'fr' })

    await gqlFromPage(page, '/gql/public', 'mutation { logout { ok } }', {}, token ?? undefined)
    const after = await gqlFromPage<{ me: unknown }>(
      page,
      '/gql/public',
      'query { me { email } }',
      {},
      token ?? undefined,
    )
    expect(after.body.data?.me ?? null).toBeNull()
  })

  test('a wrong password gets a clear error in the chosen language', async ({ page }) => {
    const login = await gqlFromPage<{
      login: { token: string | null; errors: { message: string }[] }
    }>(
      page,
      '/gql/public',
      `mutation Login($input: LoginInput!) {
        login(input: $input, locale: fr) { token errors { message } }
      }`,
      { input: { email: 'customer@comptoir.test', password: 'not-the-password' } },
    )
    expect(login.body.data?.login.token).toBeNull()
    expect(login.body.data?.login.errors.map((error) => error.message)).toEqual([
      "L'adresse e-mail ou le mot de passe est incorrect",
    ])
  })
})
