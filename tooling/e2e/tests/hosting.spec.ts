import { expect, test } from '@playwright/test'

test.describe('one server hosts the shop', () => {
  test('the shop host answers its routes with the shop', async ({ page }) => {
    for (const path of ['/', '/products', '/faq', '/cart', '/login']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('link', { name: /Comptoir/ }).first()).toBeVisible()
    }
  })

  test('an unknown path shows the 404 page with the full path, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page?colour=sand')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByText('/no-such-page?colour=sand')).toBeVisible()
    // One page: the not-found view sits in the shop's layout once, not in a second copy of it.
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
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

  test('the offline worker, its manifest and the build manifest are served', async ({
    request,
  }) => {
    expect((await request.get('/sw.js')).status()).toBe(200)
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string }
    expect(manifest.name).toBe('Comptoir')
    const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string }
    expect((await request.get(`/builds/meta/${latest.id}.json`)).status()).toBe(200)
  })
})

test.describe('the same server hosts the ambassador portal on its subdomain', () => {
  const portal = (path: string) =>
    `http://ambassador.localhost:${new URL(test.info().project.use.baseURL ?? 'http://localhost:4310').port}${path}`

  test('the portal host answers its routes with the portal', async ({ page }) => {
    for (const path of ['/', '/login', '/apply']) {
      const response = await page.goto(portal(path))
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('link', { name: /Comptoir Ambassadors/ }).first()).toBeVisible()
    }
  })

  test('a connected page sends a visitor to sign in and back', async ({ page }) => {
    await page.goto(portal('/operations'))
    await expect(page).toHaveURL(/\/login\?redirect=%2Foperations/)
  })

  test('an unknown portal path shows the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto(portal('/no-such-room?id=7'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByText('/no-such-room?id=7')).toBeVisible()
  })

  test('the portal has its own manifest', async ({ page }) => {
    const response = await page.goto(portal('/manifest.webmanifest'))
    const manifest = (await response?.json()) as { name: string }
    expect(manifest.name).toBe('Comptoir ambassadors')
  })
})
