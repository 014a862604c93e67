import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { startOwnProduct, type OwnProduct } from './own-product'
import {
  ambassadorSession,
  canvasTexts,
  figure,
  portalPage,
  shopperOrders,
} from './portal-live-flows'
import type { StoredCookie } from './run-state'

/*
 * Issue 28, items 9 to 12: the figures, live updates, notifications and toasts of the demo
 * ambassador's portal while shoppers order. On a product of its own on PostgreSQL + Redis, so
 * the operator's CLI can mark a transfer paid and a second instance can take the shoppers.
 */
const port = Number(process.env.E2E_LIVE_PORT ?? Number(process.env.E2E_SIGN_IN_PORT ?? 4324) + 2)
const shots = join(
  process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '../test-results'),
  'portal-live',
)
const operation = { code: 'MARIE-PRINTEMPS', choice: /^I'm ordering with Marie's operation/ }

let product: OwnProduct
let session: StoredCookie[]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  mkdirSync(shots, { recursive: true })
  product = await startOwnProduct('live', port)
  session = await ambassadorSession(browser, product.portal)
})

test.afterAll(() => {
  product.stop()
})

async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
}

/** The dates the chart's time axis writes, as drawn on its canvas (`Nov 24`, `24 nov.`). */
async function axisDates(page: Page): Promise<string[]> {
  await expect.poll(async () => (await canvasTexts(page)).length).toBeGreaterThan(0)
  return (await canvasTexts(page)).filter((text) =>
    /^(?:[A-Z][a-z]{2} \d{1,2}|\d{1,2} [a-zéû]{3,5}\.?)$/.test(text),
  )
}

test('issue 28 item 9: the dashboard counts link visitors by their link, leaves an unpaid transfer out, and a week is 7 days', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const chose = await shopperOrders(browser, product.shop, {
    ref: 'MARIE',
    chooseOperation: operation.choice,
  })
  const transfer = await shopperOrders(browser, product.shop, {
    code: operation.code,
    transfer: true,
  })

  const { context, page } = await portalPage(
    browser,
    product.portal,
    session,
    '/dashboard?period=LAST_7_DAYS',
  )
  await expect(page.getByText(chose).first()).toBeVisible()
  expect(await figure(page, 'Clicks on your link')).toBe('1')
  expect(await figure(page, 'Orders from your link')).toBe('1')
  expect(await figure(page, 'Orders choosing your operation')).toBe('0')
  expect(await figure(page, 'Orders by code alone')).toBe('0')
  expect(await figure(page, 'Conversion of your link')).toBe('100%')
  const latest = page.getByRole('region', { name: 'Latest orders' })
  const linkSales = (await latest.getByRole('listitem').filter({ hasText: chose }).innerText())
    .split('\n')
    .find((line) => line.startsWith('€'))
  expect(linkSales, 'the sales of the link order').toBeDefined()
  expect(await figure(page, 'Sales')).toBe(linkSales)
  await expect(page.getByText('1 order awaiting payment counts once paid.')).toBeVisible()
  await expect(latest.getByRole('listitem').filter({ hasText: transfer })).toBeVisible()

  const days = page.getByRole('table', { name: 'Clicks and orders per day' }).locator('tbody tr')
  await expect(days).toHaveCount(7)
  const dates = await axisDates(page)
  expect(dates.length, 'dates on the time axis').toBeGreaterThan(1)
  expect(dates.length).toBeLessThanOrEqual(7)
  expect(new Set(dates).size, `each date once: ${dates.join(', ')}`).toBe(dates.length)
  await screenshot(page, 'item-9-dashboard-week-en-1280')

  // The transfer arrives: the figures count it, live.
  product.ordersCli('advance', transfer)
  await expect(page.getByText(/awaiting payment/)).toHaveCount(0)
  await expect
    .poll(() => figure(page, 'Orders by code alone'), { message: 'the paid transfer counts' })
    .toBe('1')
  for (const [period, count] of [
    ['LAST_30_DAYS', 30],
    ['LAST_90_DAYS', 90],
  ] as const) {
    await page.goto(`${product.portal}/dashboard?period=${period}`)
    await expect(days).toHaveCount(count)
  }
  await context.close()

  for (const locale of ['en', 'fr'] as const) {
    for (const width of [390, 1280]) {
      const shot = await portalPage(browser, product.portal, session, '/dashboard', locale, width)
      await expect(shot.page.locator('main figure canvas')).toBeVisible()
      const drawn = await axisDates(shot.page)
      expect(new Set(drawn).size, drawn.join(', ')).toBe(drawn.length)
      await screenshot(shot.page, `item-9-dashboard-${locale}-${String(width)}`)
      await shot.context.close()
    }
  }
})
