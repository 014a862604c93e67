import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { startOwnProduct, type OwnProduct } from './own-product'
import {
  ambassadorSession,
  mostToasts,
  portalPage,
  shopperAtReview,
  toastAgainst,
} from './portal-live-flows'
import type { StoredCookie } from './run-state'
import { placeOrder } from './shop-flows'

/*
 * Issue 28, item 12: the live toasts of the portal. A burst of orders in the operation room is one
 * toast that counts them, below the header, and an open menu is never under a toast (nor under
 * the "ready to work offline" notice). On a product of its own on PostgreSQL.
 */
const port = Number(process.env.E2E_TOASTS_PORT ?? Number(process.env.E2E_SIGN_IN_PORT ?? 4324) + 4)
const shots = join(
  process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '../test-results'),
  'portal-toasts',
)

let product: OwnProduct
let session: StoredCookie[]
let room = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  mkdirSync(shots, { recursive: true })
  product = await startOwnProduct('toasts', port, { TRUST_PROXY: '1' })
  session = await ambassadorSession(browser, product.portal)
  const id = product.sql(`SELECT id FROM ambassador_operations WHERE code = 'MARIE-PRINTEMPS'`)
  room = `/operation?id=${id.trim()}`
})

test.afterAll(() => {
  product.stop()
})

async function screenshot(page: Page, name: string): Promise<void> {
  // An overlay still fading in would blur the picture.
  await expect(page.locator('[data-entering]')).toHaveCount(0)
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false })
}

/** The bottom of the header and the box of the toast on screen. */
async function boxes(page: Page) {
  const header = await page.getByRole('banner').first().boundingBox()
  const toast = await page.locator('[data-toast]').boundingBox()
  if (!header || !toast) throw new Error('no header or no toast on screen')
  return { headerBottom: header.y + header.height, toast }
}

/** Three shoppers at the review step of their checkout, ready to order together. */
function threeShoppers(browser: Browser, burst: string) {
  return Promise.all(
    [1, 2, 3].map((shopper) =>
      shopperAtReview(browser, product.shop, {
        address: `203.0.113.${burst}${String(shopper)}`,
        code: 'MARIE-PRINTEMPS',
      }),
    ),
  )
}

/** They place their orders at once; the numbers. */
async function orderTogether(shoppers: Awaited<ReturnType<typeof threeShoppers>>) {
  const placed = await Promise.all(shoppers.map(({ page }) => placeOrder(page)))
  await Promise.all(shoppers.map(({ context }) => context.close()))
  return placed.map(({ number }) => number)
}

const copy = {
  en: { orders: '3 new orders', menu: 'Open the menu' },
  fr: { orders: '3 nouvelles commandes', menu: 'Ouvrir le menu' },
} as const

for (const [locale, width, burst] of [
  ['en', 390, '1'],
  ['en', 1280, '2'],
  ['fr', 390, '3'],
  ['fr', 1280, '4'],
] as const) {
  test(`issue 28 item 12: a burst of orders is one toast that counts them, under the header and under an open menu (${locale}, ${String(width)} px)`, async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const { context, page } = await portalPage(
      browser,
      product.portal,
      session,
      room,
      locale,
      width,
      {
        clock: true,
      },
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le printemps de Marie')
    const numbers = await orderTogether(await threeShoppers(browser, `${burst}1`))
    const toast = page.locator('[data-toast]')
    await expect(toast).toContainText(copy[locale].orders)
    // The room's clock stops: the toast stays for the checks, then leaves when the clock moves.
    await page.clock.pauseAt(Date.now() + 1000)
    for (const number of numbers) {
      await expect(page.getByRole('list').filter({ hasText: number })).toBeVisible()
    }
    expect(await mostToasts(page), 'toasts on screen at once').toBe(1)
    const { headerBottom, toast: box } = await boxes(page)
    expect(box.y, 'the toast starts under the header').toBeGreaterThanOrEqual(headerBottom)
    await screenshot(page, `item-12-room-burst-${locale}-${String(width)}`)
    await page.clock.runFor(5000 + 1000)
    await expect(toast).toHaveCount(0)
    await page.clock.resume()

    // With a menu open (the phone's menu, the notifications on a wide screen), the next burst's
    // toast stays under it.
    const next = await threeShoppers(browser, `${burst}2`)
    await page
      .getByRole('button', { name: width < 768 ? copy[locale].menu : /^Notifications/ })
      .click()
    const first = page.getByRole('dialog').getByRole('link').first()
    await expect(first).toBeInViewport({ ratio: 1 })
    await orderTogether(next)
    await expect(toast).toContainText(copy[locale].orders)
    const stack = await toastAgainst(first, page)
    expect(stack.overlap, 'the toast is where the first entry of the menu is').toBe(true)
    expect(stack.toastLayer, 'the menu is drawn over the toast').toBeLessThan(stack.elementLayer)
    await expect(toast, 'the toast was there all along').toBeAttached()
    await screenshot(page, `item-12-menu-over-toast-${locale}-${String(width)}`)
    expect(await mostToasts(page), 'toasts on screen at once').toBe(1)
    await context.close()
  })
}

test('issue 28 item 12: the phone’s menu opens over the “ready to work offline” notice', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // The offline worker installs: this browser lets it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en' })
  await phone.addCookies(session)
  const page = await phone.newPage()
  await page.goto(`${product.portal}/dashboard`)
  // The menu's panel loads on its first opening: loaded before the notice comes.
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  const notice = page.getByText('Ready to work offline.')
  await expect(notice).toBeVisible({ timeout: 30_000 })
  const { headerBottom, toast } = await boxes(page)
  expect(toast.y).toBeGreaterThanOrEqual(headerBottom)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const first = menu.getByRole('link').first()
  await expect(first).toBeInViewport({ ratio: 1 })
  await expect(notice).toBeAttached()
  const stack = await toastAgainst(first, page)
  expect(stack.overlap, 'the notice is where the first entry of the menu is').toBe(true)
  expect(stack.toastLayer, 'the menu is drawn over the notice').toBeLessThan(stack.elementLayer)
  await screenshot(page, 'item-12-offline-ready-menu-en-390')
  await phone.close()
})
