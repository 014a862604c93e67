import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { startOwnProduct, type OwnProduct } from './own-product'
import {
  ambassadorSession,
  canvasTexts,
  figure,
  followLink,
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
const operation = { code: 'MARIE-PRINTEMPS', choice: /^I’m ordering with Marie’s operation/ }

let product: OwnProduct
let session: StoredCookie[]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  mkdirSync(shots, { recursive: true })
  // Behind a proxy, as with two instances: each shopper is told apart by the address it forwards.
  product = await startOwnProduct('live', port, { TRUST_PROXY: '1' }, { redis: true })
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
    address: '203.0.113.10',
    ref: 'MARIE',
    chooseOperation: operation.choice,
  })
  const transfer = await shopperOrders(browser, product.shop, {
    address: '203.0.113.11',
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

test('issue 28 item 10: a click reaches the dashboard open on another instance, and an operation turns live at its start', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const other = await product.alsoOn(port + 1)
  const { context, page } = await portalPage(
    browser,
    other.portal,
    session,
    '/dashboard?period=LAST_7_DAYS',
  )
  const before = Number(await figure(page, 'Clicks on your link'))
  await followLink(browser, product.shop, 'MARIE', '203.0.113.20')
  await expect
    .poll(() => figure(page, 'Clicks on your link'), { message: 'the click shows without reload' })
    .toBe(String(before + 1))
  await followLink(browser, product.shop, operation.code, '203.0.113.21')
  await expect.poll(() => figure(page, 'Clicks on your link')).toBe(String(before + 2))
  await screenshot(page, 'item-10-dashboard-clicks-en-1280')
  await context.close()

  // An operation that starts in ten minutes, in a room whose clock the test moves.
  const id = product
    .sql(
      `INSERT INTO ambassador_operations (ambassador_id, name, code, customer_discount_bps,
        starts_at, ends_at, sales_goal_cents, published_at)
      SELECT user_id, 'Summer table', 'MARIE-ETE', 1000, now() + interval '10 minutes',
        now() + interval '10 minutes 30 seconds', 50000, now()
      FROM ambassadors WHERE code = 'MARIE' RETURNING id`,
    )
    .trim()
    .split('\n')[0]
  for (const locale of ['en', 'fr'] as const) {
    for (const width of [390, 1280]) {
      const room = await portalPage(browser, product.portal, session, '/dashboard', locale, width)
      await room.page.clock.install()
      await room.page.goto(`${product.portal}/operation?id=${id ?? ''}`)
      const copy =
        locale === 'en'
          ? {
              scheduled: 'Scheduled',
              live: 'Live',
              ended: 'Ended',
              starts: 'Starts in',
              ends: 'Ends in',
              now: 'Now',
            }
          : {
              scheduled: 'Programmée',
              live: 'En cours',
              ended: 'Terminée',
              starts: 'Commence dans',
              ends: 'Se termine dans',
              now: 'Maintenant',
            }
      const progress = room.page.locator('main section').first()
      await expect(room.page.getByText(copy.scheduled, { exact: true })).toBeVisible()
      await expect(progress.getByText(copy.starts, { exact: true })).toBeVisible()
      await room.page.clock.fastForward('10:00')
      await expect(room.page.getByText(copy.live, { exact: true })).toBeVisible()
      await expect(progress.getByText(copy.ends, { exact: true })).toBeVisible()
      await expect(progress.getByText(copy.now, { exact: true })).toHaveCount(0)
      await screenshot(room.page, `item-10-room-live-${locale}-${String(width)}`)
      // Second by second: a request the room makes on the way is answered, not timed out.
      for (let second = 0; second < 31; second += 1) await room.page.clock.runFor(1000)
      await expect(room.page.getByText(copy.ended, { exact: true })).toBeVisible()
      await room.context.close()
    }
  }
})

test('issue 28 item 11: one notification per order, leading to it, read on every device at once', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const phone = await portalPage(browser, product.portal, session, '/dashboard', 'en', 390)
  const desktop = await portalPage(browser, product.portal, session, '/dashboard', 'en', 1280)
  const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
  // Earlier orders are unread on the server: the new phone shows their count, not its own.
  await expect(bellOf(phone.page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)
  await bellOf(phone.page).click()
  const phoneDrawer = phone.page.getByRole('dialog', { name: 'Notifications' })
  await phoneDrawer.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(phoneDrawer.getByText('All read')).toBeVisible()
  await phone.page.keyboard.press('Escape')
  await expect(bellOf(phone.page)).toHaveAccessibleName('Notifications')
  await desktop.page.reload()
  await expect(bellOf(desktop.page)).toHaveAccessibleName('Notifications')

  const number = await shopperOrders(browser, product.shop, {
    address: '203.0.113.30',
    code: 'MARIE',
  })
  for (const device of [phone, desktop]) {
    await expect(bellOf(device.page)).toHaveAccessibleName('Notifications, 1 unread')
  }
  await bellOf(desktop.page).click()
  const drawer = desktop.page.getByRole('dialog', { name: 'Notifications' })
  const entries = drawer.getByRole('listitem').filter({ hasText: number })
  await expect(entries).toHaveCount(1)
  await screenshot(desktop.page, 'item-11-bell-en-1280')
  await entries.getByRole('link').click()
  await expect(desktop.page).toHaveURL(new RegExp(`/orders\\?number=${number}$`))
  const detail = desktop.page.getByRole('region', { name: `Order ${number}` })
  await expect(detail).toBeVisible()
  await expect(detail).toContainText('Your commission')
  await screenshot(desktop.page, 'item-11-order-en-1280')
  await phone.context.close()
  await desktop.context.close()

  for (const locale of ['en', 'fr'] as const) {
    for (const width of [390, 1280]) {
      const shot = await portalPage(browser, product.portal, session, '/dashboard', locale, width)
      await bellOf(shot.page).click()
      await expect(shot.page.getByRole('dialog').getByRole('listitem').first()).toBeVisible()
      await screenshot(shot.page, `item-11-bell-${locale}-${String(width)}`)
      await shot.context.close()
    }
  }
})
