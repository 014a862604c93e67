import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page } from '@playwright/test'
import { extractText } from 'unpdf'

import { checkoutUntilReview, placeOrder, simpleProduct } from './shop-flows'
import { demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage } from './support'

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** The owner signed in to the back office, in a context of its own. */
async function staffSignedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'en' | 'fr',
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  await page.goto(`${office}/sign-in`)
  await signIn(page, owner)
  await expect(page).not.toHaveURL(/sign-in/)
  return { context, page }
}

/** The text of a downloaded PDF. */
async function downloadedText(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()])
  const path = await download.path()
  const { text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true })
  return text
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${test.info().outputPath(name)}.png`, fullPage: true })
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
  }
}

/**
 * The page never scrolls sideways once laid out. Polled: the navigation grows when the staff
 * member's role arrives, and the header places it again in the next frame.
 */
async function fitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

test.describe.configure({ timeout: 180_000 })

let orderNumber = ''

test('staff prepare and ship a new order; the shopper sees it shipped live; a line is refunded', async ({
  browser,
}) => {
  const shopper = await browser.newContext({ viewport: desktop })
  const shop = await shopper.newPage()
  await chooseLanguage(shop, 'en')
  await shop.goto(`/product?slug=${simpleProduct}`)
  await Promise.all([
    shop.waitForResponse(
      (answer) =>
        answer.url().includes('/gql/public') &&
        (answer.request().postData() ?? '').includes('addToCart') &&
        answer.ok(),
    ),
    shop.getByRole('button', { name: 'Add to cart' }).click(),
  ])
  await checkoutUntilReview(shop, `orders-${Date.now().toString(36)}@example.com`)
  const placed = await placeOrder(shop)
  orderNumber = placed.number

  const { page } = await staffSignedIn(browser, desktop, 'en')
  await page.getByRole('link', { name: 'Orders' }).first().click()
  await page.getByRole('searchbox', { name: 'Number, e-mail or name' }).fill(orderNumber)
  await page.getByRole('searchbox', { name: 'Number, e-mail or name' }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`))
  const row = page.getByRole('row', { name: new RegExp(orderNumber) })
  await expect(row.getByText('Paid')).toBeVisible()
  await expect(row.getByRole('cell').last()).toHaveCSS('text-align', 'end')
  await shot(page, 'orders-list-1280-en')
  await row.getByRole('link', { name: orderNumber }).click()

  await page.getByRole('button', { name: 'Mark as being prepared' }).click()
  await expect(page.getByText('Being prepared').first()).toBeVisible()
  await page.getByRole('button', { name: 'Ship', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Ship order ${orderNumber}` })
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('6A12345678901')
  await dialog.getByRole('button', { name: 'Ship the order' }).click()
  await expect(dialog).toBeHidden()
  // The shopper's page, open all along, follows without a reload.
  await expect(shop.getByRole('status')).toContainText('Shipped')

  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  const refund = page.getByRole('dialog', { name: `Refund order ${orderNumber}` })
  await refund.getByRole('spinbutton').first().fill('1')
  await expect(
    refund.getByRole('checkbox', { name: 'Put the refunded units back in stock' }),
  ).toBeChecked()
  await refund.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(refund).toBeHidden()
  const refunds = page.getByRole('list', { name: 'Refunds' })
  await expect(refunds).toContainText('1 ×')
  await expect(refunds).toContainText('back in stock')
  await shot(page, 'order-page-1280-en')

  const slip = await downloadedText(page, () =>
    page.getByRole('button', { name: 'Packing slip', exact: true }).click(),
  )
  expect(slip).toContain(orderNumber)
  await shopper.close()
})

test('staff in French on a phone find the order among cards, read its page and print its slip', async ({
  browser,
}) => {
  expect(orderNumber, 'needs the order of the first journey').not.toBe('')
  const { page } = await staffSignedIn(browser, phone, 'fr')
  await page.goto(`${office}/orders?q=${orderNumber}`)
  const card = page.getByRole('listitem').filter({ hasText: orderNumber })
  await expect(card.getByText('Expédiée')).toBeVisible()
  await fitsWidth(page, 390)
  await card.getByRole('checkbox', { name: `Sélectionner ${orderNumber}` }).check()
  await shot(page, 'orders-list-390-fr')
  const slips = await downloadedText(page, () =>
    page.getByRole('button', { name: 'Bon de livraison de 1 commande' }).click(),
  )
  expect(slips).toContain(orderNumber)
  await card.getByRole('link', { name: orderNumber }).click()
  await expect(page.getByRole('heading', { name: `Commande ${orderNumber}` })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Remboursements' })).toContainText('remis en stock')
  await fitsWidth(page, 390)
  await shot(page, 'order-page-390-fr')
})

for (const [viewport, language] of [
  [phone, 'en'],
  [desktop, 'fr'],
] as const) {
  test(`the orders list and order page at ${String(viewport.width)} px in ${language}`, async ({
    browser,
  }) => {
    expect(orderNumber, 'needs the order of the first journey').not.toBe('')
    const { page } = await staffSignedIn(browser, viewport, language)
    await page.goto(`${office}/orders`)
    // The number links to the order, in a row or a card (the checkbox's label is for screen readers).
    await expect(page.getByRole('link', { name: orderNumber })).toBeVisible()
    await fitsWidth(page, viewport.width)
    await shot(page, `orders-list-${String(viewport.width)}-${language}`)
    await page.goto(`${office}/orders/${orderNumber}`)
    await expect(page.getByRole('heading', { name: new RegExp(orderNumber) })).toBeVisible()
    await fitsWidth(page, viewport.width)
    await shot(page, `order-page-${String(viewport.width)}-${language}`)
  })
}
