import { expect, test, type Locator, type Page } from '@playwright/test'

import { addToCart, newShopper } from './shop-flows'
import { chooseLanguage } from './support'

/*
 * Issue 28, item 4: a shopper who came through Marie's link and chooses her operation at
 * checkout gets the operation's discount, shown in the total before the order and kept on it.
 */

// Without the offline worker, its first-visit toast stays off the fields.
test.use({ serviceWorkers: 'block' })

const operation = { code: 'MARIE-PRINTEMPS', percent: 10 }

const words = {
  en: {
    banner: /^You are shopping with Marie/,
    email: 'E-mail address',
    toAddress: 'Continue to address',
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    toShipping: 'Continue to shipping',
    toPayment: 'Continue to payment',
    cardNumber: 'Card number',
    expiry: /^Expiry/,
    securityCode: 'Security code',
    review: 'Review the order',
    place: 'Place the order',
    summary: 'Order summary',
    choice: /^I’m ordering with Marie’s operation/,
    applied: `The code ${operation.code} is applied`,
    subtotal: 'Subtotal',
    discount: `Discount (${operation.code})`,
    total: 'Total',
  },
  fr: {
    banner: /^Vous faites vos achats avec Marie/,
    email: 'Adresse e-mail',
    toAddress: 'Continuer vers l’adresse',
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    toShipping: 'Continuer vers la livraison',
    toPayment: 'Continuer vers le paiement',
    cardNumber: 'Numéro de carte',
    expiry: /^Date d'expiration/,
    securityCode: 'Code de sécurité',
    review: 'Vérifier la commande',
    place: 'Passer la commande',
    summary: 'Récapitulatif',
    choice: /^Je commande avec l’opération « .+ » de Marie/,
    applied: `Le code ${operation.code} est appliqué`,
    subtotal: 'Sous-total',
    discount: `Remise (${operation.code})`,
    total: 'Total',
  },
} as const

/** An amount as shown, in cents ("€12.90", "12,90 €", "−€1.29"). */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d,.]/g, '').replace(',', '.')) * 100)
}

/** An amount of a totals list, in cents. */
async function amountOf(totals: Locator, label: string): Promise<number> {
  const row = totals.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
  return cents(await row.locator('xpath=following-sibling::dd[1]').innerText())
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function checkoutUntilReview(page: Page, locale: 'en' | 'fr') {
  const said = words[locale]
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: said.email }).fill(newShopper().email)
  await page.getByRole('button', { name: said.toAddress }).click()
  await page.getByRole('textbox', { name: said.firstName, exact: true }).fill('Jeanne')
  await page.getByRole('textbox', { name: said.lastName, exact: true }).fill('Moreau')
  await page.getByRole('textbox', { name: said.line1, exact: true }).fill('8 rue des Tanneurs')
  await page.getByRole('textbox', { name: said.postalCode }).fill('67000')
  await page.getByRole('textbox', { name: said.city }).fill('Strasbourg')
  await page.getByRole('button', { name: said.toShipping }).click()
  await page.getByRole('button', { name: said.toPayment }).click()
  await page.getByRole('textbox', { name: said.cardNumber }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: said.expiry }).fill('12/30')
  await page.getByRole('textbox', { name: said.securityCode }).fill('123')
  await page.getByRole('button', { name: said.review }).click()
  await expect(page.getByRole('button', { name: said.place })).toBeVisible()
}

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280]) {
    test(`item 4: with ?ref=MARIE, choosing her operation takes its discount off the total and the order, ${String(width)} px in ${locale}`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(60_000)
      const said = words[locale]
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await chooseLanguage(page, locale)
      await page.context().addCookies([{ name: 'comptoir.locale', value: locale, url: baseURL }])
      await page.goto('/?ref=MARIE')
      await expect(page.getByText(said.banner)).toBeVisible()
      await addToCart(page)
      await checkoutUntilReview(page, locale)

      const summary = page.getByRole('complementary', { name: said.summary })
      await expect(summary.locator('dt').filter({ hasText: said.total }).first()).toBeVisible()
      const fullTotal = await amountOf(summary, said.total)
      const subtotal = await amountOf(summary, said.subtotal)
      await expect(summary.getByText(said.discount)).toHaveCount(0)

      const choice = page.getByRole('radio', { name: said.choice })
      await choice.check()
      await expect(choice).toBeChecked()
      const status = page.getByRole('status').filter({ hasText: said.applied })
      await expect(status).toBeVisible()
      const discount = Math.round((subtotal * operation.percent) / 100)
      await expect(summary.getByText(said.discount, { exact: true })).toBeVisible()
      expect(await amountOf(summary, said.discount)).toBe(discount)
      await expect.poll(() => amountOf(summary, said.total)).toBe(fullTotal - discount)
      // Beside the button too (on a phone the summary comes after it): the new total.
      const told = /€\s?(\d[\d.,]*\d)|(\d[\d.,]*\d)\s?€/.exec(await status.innerText())
      expect(cents(told?.[1] ?? told?.[2] ?? '')).toBe(fullTotal - discount)
      await page.screenshot({
        path: testInfo.outputPath(`review-${locale}-${String(width)}.png`),
        fullPage: true,
      })

      await page.getByRole('button', { name: said.place }).click()
      await expect(page).toHaveURL(/\/order\?number=CPT-/, { timeout: 20_000 })
      const main = page.getByRole('main')
      await expect(main.getByText(said.discount, { exact: true })).toBeVisible()
      expect(await amountOf(main, said.discount)).toBe(discount)
      expect(await amountOf(main, said.total)).toBe(fullTotal - discount)
      await page.screenshot({
        path: testInfo.outputPath(`order-${locale}-${String(width)}.png`),
        fullPage: true,
      })
    })
  }
}
