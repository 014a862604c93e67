import { expect, test } from '@playwright/test'

import { checkoutUntilReview, placeOrder, simpleProduct } from './shop-flows'
import { demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage } from './support'

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

test.describe.configure({ timeout: 180_000 })

for (const [language, viewport, heading, latest] of [
  ['en', phone, 'Dashboard', 'Latest orders'],
  ['fr', desktop, 'Tableau de bord', 'Dernières commandes'],
] as const) {
  test(`the owner lands on the dashboard (${String(viewport.width)} px, ${language}) and sees a new order appear live`, async ({
    browser,
  }) => {
    const staff = await browser.newContext({ viewport })
    const page = await staff.newPage()
    await chooseLanguage(page, language)
    await page.goto(`${office}/sign-in`)
    await signIn(page, owner)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveURL(`${office}/`)
    const orders = page.getByRole('region', { name: latest })
    await expect(orders).toBeVisible()
    // Polled: the navigation grows when the role arrives and is placed again in the next frame.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(viewport.width)

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
    await checkoutUntilReview(shop, `live-${Date.now().toString(36)}@example.com`)
    const placed = await placeOrder(shop)

    // No reload: the dashboard hears the order and reads its lists again.
    await expect(orders.getByRole('link', { name: new RegExp(placed.number) })).toBeVisible({
      timeout: 15_000,
    })
    await page.screenshot({
      path: test.info().outputPath(`dashboard-live-${language}-${String(viewport.width)}.png`),
      fullPage: true,
    })
    await shopper.close()
    await staff.close()
  })
}
