import { expect, test, type Page } from '@playwright/test'

import { contextIn, type Locale } from './run-state'
import {
  boxOf,
  headerControlsUnder,
  mainImageSource,
  offlineReadyToast,
  settled,
  workerInControl,
} from './screen-checks'
import {
  addToCart,
  checkoutUntilReview,
  newShopper,
  onPhoneNetwork,
  placeOrder,
  signUp,
} from './shop-flows'
import { hydrated } from './support'

/*
 * Issue 18, the shop as a shopper meets it on a first visit: what a browser shows best (toasts
 * over the header, a flash of the empty cart, colours and their photos, the phone catalogue, the
 * offline worker and unknown paths, signing out).
 */

for (const width of [390, 1280]) {
  test(`item 8: the first-visit toast leaves the header's controls free, at ${String(width)} px`, async ({
    browser,
  }) => {
    const context = await contextIn(browser, 'en', { width, height: width < 500 ? 844 : 900 })
    const page = await context.newPage()
    await page.goto('/')
    const toast = offlineReadyToast(page)
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await settled(toast)
    expect(await headerControlsUnder(page, toast), 'header controls under the toast').toEqual([])
    await context.close()
  })
}

test('item 9: placing the order never shows an empty cart before the confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await addToCart(page)
  await checkoutUntilReview(page, newShopper().email)
  const seen: string[] = []
  await page.exposeFunction('reportEmptyCart', (text: string) => {
    seen.push(text)
  })
  // Watches every change of the page (and of a page loaded after it) from before the click.
  const watchEmptyCart = () => {
    const report = (window as unknown as { reportEmptyCart: (text: string) => void })
      .reportEmptyCart
    const look = () => {
      const text = document.body.textContent
      const empty = /Nothing to check out|your cart is empty/i.exec(text)
      if (empty) report(empty[0])
    }
    const start = () => {
      look()
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }
  await page.addInitScript(watchEmptyCart)
  await page.evaluate(watchEmptyCart)
  await placeOrder(page)
  await expect(page.getByText('Thank you! Your order is confirmed.')).toBeVisible()
  expect(seen, 'the empty cart shown after "Place the order"').toEqual([])
})

test.describe('a product with colours', () => {
  // Without the offline worker, its first-visit toast (item 8) stays off the colour chips.
  test.use({ serviceWorkers: 'block' })

  test('item 12: a colour changes the photo and the address, which a reload keeps', async ({
    page,
  }) => {
    await page.goto('/product?slug=mariniere-classique')
    await hydrated(page)
    const first = await mainImageSource(page)
    const firstUrl = page.url()
    await page.getByRole('radio', { name: 'Ecru with red stripes' }).check()

    await expect.poll(() => mainImageSource(page), { message: 'the main photo' }).not.toBe(first)
    const chosenImage = await mainImageSource(page)
    await expect
      .poll(() => page.url(), { message: 'the address names the variant' })
      .not.toBe(firstUrl)
    const chosenUrl = new URL(page.url())
    expect(chosenUrl.searchParams.get('slug')).toBe('mariniere-classique')

    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('radio', { name: 'Ecru with red stripes' })).toBeChecked()
    expect(await mainImageSource(page)).toBe(chosenImage)

    // The cart shows the photo of the colour chosen.
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 1/ })
      .click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toContainText('Classic Breton top')
    await expect(drawer.locator('img').first()).toHaveAttribute('src', chosenImage)
  })
})

test('item 12: an unknown product is the not-found page, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/product?slug=does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test('item 13: a phone shows two products a row, the first ones on the first screen', async ({
  browser,
}) => {
  const context = await contextIn(browser, 'en', { width: 390, height: 844 })
  const page = await context.newPage()
  await page.goto('/products')
  await hydrated(page)
  const cards = page.locator('main li').filter({ has: page.locator('a[href*="/product?slug="]') })
  await expect(cards.nth(2)).toBeVisible()
  const one = await boxOf(cards.nth(0))
  const two = await boxOf(cards.nth(1))
  const three = await boxOf(cards.nth(2))
  expect(Math.abs(one.y - two.y), 'the first two cards side by side').toBeLessThanOrEqual(2)
  expect(two.x).toBeGreaterThan(one.x + one.width / 2)
  expect(three.y, 'the third card on the next row').toBeGreaterThan(one.y + one.height / 2)
  expect(one.y, 'the first card starts on the first screen').toBeLessThan(844)
  await context.close()
})

test('item 13: page links are clean addresses', async ({ page }) => {
  await page.goto('/products')
  await hydrated(page)
  const pageLinks = page.locator('main a[href*="page="]')
  await expect(pageLinks.first()).toBeAttached()
  const hrefs = await pageLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
  expect(
    hrefs.filter((href) => /%22|"/.test(href)),
    'quoted page numbers',
  ).toEqual([])
  expect(
    hrefs.some((href) => /[?&]page=2(&|$)/.test(href)),
    hrefs.join(' '),
  ).toBe(true)
  await page.getByRole('link', { name: /^(Page )?2$/ }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
})

test('item 14: with the offline worker installed, an unknown path still answers 404', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await workerInControl(page)
  const response = await page.goto('/no-such-page?after=worker')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

/** The language switcher of the shop's header (in the bar, or in the menu on a phone). */
async function switchShopLanguage(page: Page, locale: Locale) {
  const name = locale === 'fr' ? 'Français' : 'English'
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

test('item 5: signing out of the shop after a language switch lands on a clean page', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await contextIn(browser, 'en', { width: 1280, height: 900 })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  await signUp(page, newShopper())
  await page.goto('/products')
  await hydrated(page)
  await onPhoneNetwork(page)
  await page.waitForLoadState('networkidle')
  visited.length = 0
  await switchShopLanguage(page, 'fr')
  await page.getByRole('banner').getByRole('button', { name: 'Compte', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const unclean = visited.filter((url) => {
    const address = new URL(url)
    return (
      address.pathname !== '/products' && !/^\/(login)?$/.test(address.pathname + address.search)
    )
  })
  expect(unclean, 'addresses shown while signing out').toEqual([])
  expect(new URL(page.url()).search, 'no reason nor redirect in the address').toBe('')
  await expect(page.getByText(/session has ended|session a pris fin/i)).toHaveCount(0)
  expect(errors, 'console errors while signing out').toEqual([])
  await context.close()
})
