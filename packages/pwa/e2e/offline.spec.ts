import { expect, test } from '@playwright/test'

test('the service worker registers at /sw.js with scope / and a visited page works offline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Fixture home' })).toBeVisible()

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return { scope: ready.scope, script: ready.active?.scriptURL }
  })
  expect(registration.scope).toBe(`${baseURL}/`)
  expect(registration.script).toBe(`${baseURL}/sw.js`)
  await expect(page.getByText('Ready to work offline')).toBeVisible()
  await expect(page.getByText('Offline support unavailable')).toHaveCount(0)

  const latest = await page.request.get('/builds/latest.json')
  expect(latest.ok()).toBe(true)
  const build = (await latest.json()) as { id: string; timestamp: number }
  expect(build.id).toMatch(/\S/)
  const meta = await page.request.get(`/builds/meta/${build.id}.json`)
  expect(await meta.json()).toMatchObject({
    id: build.id,
    assets: expect.arrayContaining(['index.html']),
  })

  // The worker claims the page; the lazily loaded page is then fetched through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { name: 'About the fixture' })).toBeVisible()

  await context.setOffline(true)
  const notCached = await page.evaluate(() =>
    fetch('/builds/latest.json', { cache: 'no-store' }).then(
      () => 'online',
      () => 'offline',
    ),
  )
  expect(notCached).toBe('offline')

  const reloaded = await page.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'About the fixture' })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Fixture home' })).toBeVisible()
  await expect(page.getByText('Offline support unavailable')).toHaveCount(0)

  // Offline, a path the app does not know still gets the shell rather than the browser's error.
  const unknownOffline = await page.goto('/no-such-page')
  expect(unknownOffline?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Fixture home' })).toBeVisible()
})

test('once the worker is installed, an unknown path keeps its 404 and a route still gets the shell from the cache', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  const unknown = await page.goto('/no-such-page')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  const route = await page.goto('/about')
  expect(route?.status()).toBe(200)
  expect(route?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'About the fixture' })).toBeVisible()
})
