import { expect, type Page } from '@playwright/test'

/*
 * What a shopper does in the shop, in English, as the journeys of issue 18 need it: fill the
 * cart, go through the checkout with the test card, sign up.
 */

/** A product of the seeded catalogue, in stock, without options to choose. */
export const simpleProduct = 'bol-gres'

/** Opens a product and adds it (its first variant) to the cart, in either language. */
export async function addToCart(page: Page, slug = simpleProduct): Promise<void> {
  await page.goto(`/product?slug=${slug}`)
  const cart = page.getByRole('banner').getByRole('button', { name: /^(Cart|Panier),/ })
  const before = (await cart.getAttribute('aria-label', { timeout: 15_000 })) ?? ''
  await page.getByRole('button', { name: /^(Add to cart|Ajouter au panier)$/ }).click()
  await expect(cart).not.toHaveAttribute('aria-label', before)
}

/** A delivery address in France. */
const address = {
  firstName: 'Jeanne',
  lastName: 'Moreau',
  line1: '8 rue des Tanneurs',
  postalCode: '67000',
  city: 'Strasbourg',
}

/**
 * From the cart to the review step of the checkout: contact (the e-mail, unless an account
 * fills it), address, shipping, the test card. Ends with "Place the order" on screen.
 */
export async function checkoutUntilReview(page: Page, email?: string): Promise<void> {
  await page.goto('/checkout')
  if (email !== undefined) await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill(address.firstName)
  await page.getByRole('textbox', { name: 'Last name' }).fill(address.lastName)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address.line1)
  await page.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode)
  await page.getByRole('textbox', { name: 'City' }).fill(address.city)
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible()
}

/** A placed order, as its confirmation page addresses it. */
export interface PlacedOrder {
  number: string
  /** The confirmation page's path and query. */
  path: string
}

/** Places the order of the review step and waits for its confirmation page. */
export async function placeOrder(page: Page): Promise<PlacedOrder> {
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/order\?number=CPT-/, { timeout: 20_000 })
  const url = new URL(page.url())
  return { number: url.searchParams.get('number') ?? '', path: url.pathname + url.search }
}

/** A new shopper's sign-up details, unique to the run. */
export function newShopper(name = 'Claire Dubois') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { name, email: `shopper-${id}@example.com`, password: `quiet-harbour-${id}` }
}

/** Creates the shopper's account through the sign-up page; the shopper is then signed in. */
export async function signUp(page: Page, shopper: ReturnType<typeof newShopper>): Promise<void> {
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Name' }).fill(shopper.name)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(shopper.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/settings$/)
}

/**
 * Gives the page a phone's network: each request takes 400 ms more (Chromium's own throttling),
 * so requests overlap as they do for a shopper on the move.
 */
export async function onPhoneNetwork(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}
