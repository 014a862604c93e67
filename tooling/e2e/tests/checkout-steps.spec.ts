import { expect, test, type Page } from '@playwright/test'

import { addToCart, newShopper } from './shop-flows'

/*
 * Issue 18, the shop's cart and checkout steps as a shopper fills them: the card expiry
 * (item 10), the ambassador code (item 11), a quantity above the stock (item 14).
 */

// Without the offline worker, its first-visit toast stays off the fields.
test.use({ serviceWorkers: 'block' })

/** From a cart with an item to the payment step, as a guest. */
async function toPaymentStep(page: Page) {
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(newShopper().email)
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Paul')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Durand')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3 quai Saint-Vincent')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('69001')
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/step=payment/)
}

test('item 10: the card expiry formats MM/YY as typed and is checked at the payment step', async ({
  page,
}) => {
  await addToCart(page)
  await toPaymentStep(page)
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  const expiry = page.getByRole('textbox', { name: /^Expiry/ })

  await expiry.pressSequentially('1229')
  await expect(expiry).toHaveValue('12/29')

  await expiry.clear()
  await expiry.pressSequentially('1329')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await expect(page, 'an impossible month keeps the shopper on the payment step').toHaveURL(
    /step=payment/,
  )
  await expect(expiry).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: 'Place the order' })).toHaveCount(0)
})

test('item 11: the cart says what the code does, and the review step carries it', async ({
  page,
}) => {
  await addToCart(page)
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill('MARIE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Code MARIE applied')).toBeVisible()
  await expect(page.locator('main'), 'what the code does').toContainText(/credit/i)

  await toPaymentStep(page)
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible()
  await expect(page.locator('main'), 'the review step names the code').toContainText('MARIE')
  await expect(page.getByRole('radio', { name: /^No\b/, checked: true })).toHaveCount(0)
})

test('item 14: a quantity above the stock is told once, without "your cart has changed"', async ({
  page,
}) => {
  // The first variant (navy, XS) of this product has 12 in stock.
  await addToCart(page, 'mariniere-classique')
  await page.goto('/cart')
  const quantity = page.getByRole('list', { name: 'Items in your cart' }).getByRole('spinbutton')
  await quantity.fill('25')
  await quantity.press('Tab')
  await expect(quantity).not.toHaveValue('25')
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Your cart has changed since your last visit')).toHaveCount(0)
  const sentences = (await page.locator('main').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 20)
  const repeated = sentences.filter((line, index) => sentences.indexOf(line) !== index)
  expect(repeated, 'messages shown twice').toEqual([])
})
