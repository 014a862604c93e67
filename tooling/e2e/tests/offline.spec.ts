import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './support'

/** Resolves once the offline worker controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('a returning shopper gets server-rendered pages through the offline worker, and the last copy offline', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await hydrated(page)
  await workerInControl(page)

  // Online, the worker asks the server: the page arrives rendered, with its content.
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const online = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return { shell: document.getElementById('app') !== null, worker: navigation?.workerStart ?? 0 }
  })
  expect(online.shell).toBe(false)
  expect(online.worker).toBeGreaterThan(0)
  const products = await page.locator('main h2, main h3').allTextContents()
  expect(products.length).toBeGreaterThan(0)

  await context.setOffline(true)
  try {
    // Offline, the copy kept from the last visit.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.locator('#app').count()).toBe(0)
    expect(await page.locator('main h2, main h3').allTextContents()).toEqual(products)
    // A page never visited: the app shell, which renders it on the client.
    await page.goto('/faq')
    await expect(page.locator('#app')).toBeAttached()
  } finally {
    await context.setOffline(false)
  }
})
