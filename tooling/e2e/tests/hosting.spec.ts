import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4310)

test.describe('one server hosts the shop and the ambassador portal', () => {
  test('the shop host answers its routes and says which build it serves', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/shop/i)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The shop')
    await expect(page.locator('body')).toContainText('/gql/public')
  })

  test('a path outside the shop routes gets the shop page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The shop')
  })

  test('the ambassador host serves the ambassador portal, not the shop', async ({ page }) => {
    const response = await page.goto(`http://ambassador.localhost:${port}/`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The ambassador portal')
  })

  test('a missing file is a plain 404, never an HTML page', async ({ request }) => {
    const response = await request.get('/assets/missing-chunk.js')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
  })

  test('responses carry the security headers', async ({ request }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-powered-by']).toBeUndefined()
  })
})
