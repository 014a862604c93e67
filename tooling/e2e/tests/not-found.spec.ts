import { expect, test, type Page } from '@playwright/test'

import { chooseLanguage, hydrated } from './support'

const unknownPath = '/no/such/page?x=1'
const rounds = 6

/** Resolves once the offline worker controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

async function expectNotFound(page: Page, title: string, round: number) {
  await expect(page.getByRole('heading', { level: 1 }), `round ${String(round)}`).toHaveText(title)
  await expect(page.getByText(unknownPath, { exact: true }), `round ${String(round)}`).toBeVisible()
}

for (const [locale, title] of [
  ['en', 'Page not found'],
  ['fr', 'Page introuvable'],
] as const) {
  test(`an unknown path opened after the home page, worker installed, is the not-found page every time (${locale})`, async ({
    page,
  }) => {
    await chooseLanguage(page, locale)
    await page.goto('/')
    await hydrated(page)
    await workerInControl(page)
    for (let round = 1; round <= rounds; round += 1) {
      await page.goto('/')
      await hydrated(page)
      const response = await page.goto(unknownPath)
      expect(response?.status(), `round ${String(round)}`).toBe(404)
      await expectNotFound(page, title, round)
    }
  })
}

test('an unknown path opened while the worker installs is the not-found page every time', async ({
  browser,
}) => {
  for (let round = 1; round <= rounds; round += 1) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto(unknownPath)
    await expectNotFound(page, 'Page not found', round)
    await workerInControl(page)
    await page.goto('/')
    await hydrated(page)
    await page.goto(unknownPath)
    await expectNotFound(page, 'Page not found', round)
    await context.close()
  }
})
