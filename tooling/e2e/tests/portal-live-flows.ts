import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'

import { submitPortalSignIn } from './portal-flows'
import type { Locale, StoredCookie } from './run-state'
import { addToCart, newShopper, placeOrder } from './shop-flows'
import { hydrated } from './support'

/*
 * What the portal's live journeys (issue 28, items 9 to 12) do on a product of their own: a
 * shopper orders in their own browser, the demo ambassador watches the portal in another.
 */

/** What the shopper does on the way to the order. */
export interface ShopperOrder {
  /** The shopper's address, as the product's proxy tells it (a visitor is counted by address). */
  address?: string
  /** Arrives through this referral link (`/?ref=`) first. */
  ref?: string
  /** Applies this code in the cart. */
  code?: string
  /** Chooses the ambassador's operation at checkout ("I'm ordering with …"). */
  chooseOperation?: RegExp
  /** Pays by bank transfer instead of the test card: the order waits for the money. */
  transfer?: boolean
}

/** A browser context on `origin` in `locale` at `width` px (service workers kept out). */
export async function contextOn(
  browser: Browser,
  origin: string,
  locale: Locale = 'en',
  width = 1280,
  address?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale,
    baseURL: origin,
    viewport: { width, height: width < 600 ? 844 : 900 },
    serviceWorkers: 'block',
    ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
  })
  const portal = origin.replace('//localhost', '//ambassador.localhost')
  await context.addCookies(
    [origin, portal].map((url) => ({ name: 'comptoir.locale', value: locale, url })),
  )
  await context.addInitScript((chosen) => {
    localStorage.setItem('comptoir:locale', chosen)
  }, locale)
  return context
}

/**
 * A shopper, in a browser of their own, fills the cart with a bowl and goes through the checkout
 * up to "Place the order".
 */
export async function shopperAtReview(
  browser: Browser,
  shop: string,
  how: ShopperOrder = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextOn(browser, shop, 'en', 1280, how.address)
  const page = await context.newPage()
  if (how.ref) {
    await page.goto(`/?ref=${how.ref}`)
    await expect(page.getByText(/^You are shopping with /)).toBeVisible()
  }
  await addToCart(page)
  if (how.code) {
    await page.goto('/cart')
    await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill(how.code)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(`Code ${how.code} applied`)).toBeVisible()
  }
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(newShopper().email)
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Jeanne')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Moreau')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('8 rue des Tanneurs')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('67000')
  await page.getByRole('textbox', { name: 'City' }).fill('Strasbourg')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  if (how.transfer) {
    await page.getByRole('radio', { name: /^Bank transfer/ }).check()
  } else {
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
    await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  }
  await page.getByRole('button', { name: 'Review the order' }).click()
  await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible()
  if (how.chooseOperation) {
    const choice = page.getByRole('radio', { name: how.chooseOperation })
    await choice.check()
    await expect(choice).toBeChecked()
  }
  return { context, page }
}

/** A shopper orders one bowl on `shop` in a browser of their own; the order's number. */
export async function shopperOrders(
  browser: Browser,
  shop: string,
  how: ShopperOrder = {},
): Promise<string> {
  const { context, page } = await shopperAtReview(browser, shop, how)
  const { number } = await placeOrder(page)
  await context.close()
  return number
}

/** A visitor follows the referral link `/?ref=code` on `shop` from `address`, and leaves. */
export async function followLink(
  browser: Browser,
  shop: string,
  code: string,
  address: string,
): Promise<void> {
  const context = await contextOn(browser, shop, 'en', 1280, address)
  const page = await context.newPage()
  await page.goto(`/?ref=${code}`)
  await expect(page.getByText(/^You are shopping with /)).toBeVisible()
  await context.close()
}

/** The demo ambassador's cookies on `portal`, from one sign-in through its page. */
export async function ambassadorSession(browser: Browser, portal: string): Promise<StoredCookie[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portal}/login`)
  await submitPortalSignIn(page)
  await expect(page).toHaveURL(/\/dashboard/)
  const cookies = await context.cookies(portal)
  await context.close()
  return cookies
}

/**
 * The texts of each canvas's latest drawing (a chart's axes), kept for {@link canvasTexts}: a
 * canvas cleared to be drawn again starts a new list.
 */
export async function recordCanvasTexts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const drawn = new Map<HTMLCanvasElement, string[]>()
    Object.assign(window, { canvasTexts: () => [...drawn.values()].flat() })
    const prototype = CanvasRenderingContext2D.prototype
    const fill = Object.getOwnPropertyDescriptor(prototype, 'fillText')?.value as
      CanvasRenderingContext2D['fillText'] | undefined
    const clear = Object.getOwnPropertyDescriptor(prototype, 'clearRect')?.value as
      CanvasRenderingContext2D['clearRect'] | undefined
    prototype.fillText = function fillText(text, ...rest) {
      drawn.set(this.canvas, [...(drawn.get(this.canvas) ?? []), text])
      fill?.call(this, text, ...rest)
    }
    prototype.clearRect = function clearRect(...area) {
      drawn.set(this.canvas, [])
      clear?.call(this, ...area)
    }
  })
}

/** The texts of the canvases' latest drawings. */
export function canvasTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { canvasTexts: () => string[] }).canvasTexts())
}

/** Keeps in `window.mostToasts` the most toasts the page has shown at once. */
export async function countToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.assign(window, { mostToasts: 0 })
    new MutationObserver(() => {
      const shown = document.querySelectorAll('[data-toast]').length
      const state = window as unknown as { mostToasts: number }
      state.mostToasts = Math.max(state.mostToasts, shown)
    }).observe(document, { childList: true, subtree: true })
  })
}

/** The most toasts the page has shown at once since it loaded. */
export function mostToasts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)
}

/**
 * Whether `element` and the toast on screen overlap, and the z-index of the layer each is painted
 * in (the outermost positioned ancestor with one): the higher layer is drawn over the other.
 * (A hit test cannot tell: an open modal makes the rest of the page inert, toasts included.)
 */
export async function toastAgainst(
  element: Locator,
  page: Page,
): Promise<{ overlap: boolean; toastLayer: number; elementLayer: number }> {
  const toast = await page.locator('[data-toast]').elementHandle()
  return element.evaluate((node, toastNode) => {
    const layerOf = (start: Element) => {
      let layer = 0
      for (let at: Element | null = start; at && at !== document.body; at = at.parentElement) {
        const z = Number.parseInt(getComputedStyle(at).zIndex, 10)
        if (!Number.isNaN(z)) layer = z
      }
      return layer
    }
    const a = node.getBoundingClientRect()
    const b = toastNode.getBoundingClientRect()
    return {
      overlap: a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
      toastLayer: layerOf(toastNode),
      elementLayer: layerOf(node),
    }
  }, toast)
}

/** The portal page at `path`, signed in with `cookies`, in `locale` at `width` px. */
export async function portalPage(
  browser: Browser,
  portal: string,
  cookies: StoredCookie[],
  path: string,
  locale: Locale = 'en',
  width = 1280,
  options: { clock?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextOn(browser, portal.replace('//ambassador.', '//'), locale, width)
  await context.addCookies(cookies)
  await recordCanvasTexts(context)
  await countToasts(context)
  const page = await context.newPage()
  // A clock the test can stop and move (it runs as usual until then).
  if (options.clock) await page.clock.install()
  await page.goto(`${portal}${path}`)
  await hydrated(page)
  return { context, page }
}

/** The value a stat card of the dashboard's figures shows under its label (English). */
export async function figure(page: Page, label: string): Promise<string> {
  const card = page
    .getByRole('list', { name: 'Figures of the period' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
  await expect(card).toHaveCount(1)
  return ((await card.textContent()) ?? '').replace(label, '').trim()
}
