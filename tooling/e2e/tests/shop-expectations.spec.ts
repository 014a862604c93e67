import { expect, test, type Page } from '@playwright/test'

import { chooseLanguage, hydrated } from './support'

/*
 * Issue 31, the shop's part: an add beyond the stock (item 1), the total before "Place the
 * order" (item 5), the address book and the phone header's search, at 390 and 1280 px, in
 * English and French. E2E_SHOTS_DIR keeps a screenshot of each.
 */

const shots = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })
}

const copy = {
  en: {
    add: 'Add to cart',
    quantity: 'Quantity',
    added: 'Only 5 left: 5 added to your cart.',
    cartLines: 'Items in your cart',
    increase: 'Increase quantity',
    allIn: 'Only 5 left: all are in your cart.',
    search: 'Search the shop',
    results: /Results for “rayé”/,
    email: 'E-mail address',
    name: 'Name',
    password: 'Password',
    createAccount: 'Create my account',
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    toAddress: 'Continue to address',
    toShipping: 'Continue to shipping',
    toPayment: 'Continue to payment',
    cardNumber: 'Card number',
    expiry: /^Expiry/,
    cvc: 'Security code',
    review: 'Review the order',
    place: 'Place the order',
    toPay: 'Total to pay',
    addAddress: 'Add an address',
    saveAddress: 'Save the address',
    newAddress: 'New address',
    saved: 'Saved addresses',
    byDefault: 'Default address',
    badPostalCode: 'Postal code is not valid',
  },
  fr: {
    add: 'Ajouter au panier',
    quantity: 'Quantité',
    added: 'Il n’en reste que 5\u202f: 5 ajoutés à votre panier.',
    cartLines: 'Articles de votre panier',
    increase: 'Augmenter la quantité',
    allIn: 'Il n’en reste que 5\u202f: tous sont dans votre panier.',
    search: 'Rechercher dans la boutique',
    results: /Résultats pour «\s?rayé\s?»/,
    email: 'Adresse e-mail',
    name: 'Nom',
    password: 'Mot de passe',
    createAccount: 'Créer mon compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    toAddress: 'Continuer vers l’adresse',
    toShipping: 'Continuer vers la livraison',
    toPayment: 'Continuer vers le paiement',
    cardNumber: 'Numéro de carte',
    expiry: /^Date d/,
    cvc: 'Code de sécurité',
    review: 'Vérifier la commande',
    place: 'Passer la commande',
    toPay: 'Total à payer',
    addAddress: 'Ajouter une adresse',
    saveAddress: 'Enregistrer l’adresse',
    newAddress: 'Nouvelle adresse',
    saved: 'Adresses enregistrées',
    byDefault: 'Adresse par défaut',
    badPostalCode: 'Le code postal n’est pas valide',
  },
} as const

const widths = [390, 1280] as const

for (const locale of ['en', 'fr'] as const) {
  const words = copy[locale]
  for (const width of widths) {
    test(`an add beyond the stock adds what is left and says so; + stops there (${locale}, ${width})`, async ({
      page,
    }) => {
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 900 })
      // The 50 cl carafe: 5 in stock, and no other journey orders it.
      await page.goto('/product?slug=carafe-verre&variant=CPT-CRF-50CL')
      await hydrated(page)
      const quantity = page.getByRole('spinbutton', { name: words.quantity, exact: true })
      await quantity.fill('9')
      await page.getByRole('button', { name: words.add }).click()
      await expect(page.getByRole('status').filter({ hasText: words.added })).toBeVisible()
      await shoot(page, `stock-added-${String(width)}-${locale}`)
      await page.goto('/cart')
      const lines = page.getByRole('list', { name: words.cartLines })
      await expect(lines.getByRole('spinbutton')).toHaveValue('5')
      await expect(lines.getByRole('button', { name: words.increase })).toBeDisabled()
      await expect(lines.getByText(words.allIn)).toBeVisible()
      await shoot(page, `stock-cart-${String(width)}-${locale}`)
    })

    test(`the header leads to the catalogue search (${locale}, ${width})`, async ({ page }) => {
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/')
      await hydrated(page)
      const header = page.getByRole('banner')
      if (width < 640) {
        await header.getByRole('button', { name: words.search }).click()
      }
      const field = header.getByRole('searchbox', { name: words.search })
      await expect(field).toBeVisible()
      await expect(field).toBeInViewport()
      await field.fill('rayé')
      await shoot(page, `header-search-${String(width)}-${locale}`)
      await field.press('Enter')
      await expect(page).toHaveURL(/\/products\?search=ray/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results)
    })

    test(`the review step shows the total before "Place the order" (${locale}, ${width})`, async ({
      page,
    }) => {
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/product?slug=bol-gres')
      await hydrated(page)
      await page.getByRole('button', { name: words.add }).click()
      await expect(page.getByRole('status').filter({ hasText: /cart|panier/ })).toBeVisible()
      await page.goto('/checkout')
      await hydrated(page)
      await page.getByRole('textbox', { name: words.email }).fill('jeanne@example.com')
      await page.getByRole('button', { name: words.toAddress }).click()
      await page.getByRole('textbox', { name: words.firstName }).fill('Jeanne')
      await page.getByRole('textbox', { name: words.lastName, exact: true }).fill('Moreau')
      await page.getByRole('textbox', { name: words.line1, exact: true }).fill('8 rue des Tanneurs')
      await page.getByRole('textbox', { name: words.postalCode }).fill('67000')
      await page.getByRole('textbox', { name: words.city }).fill('Strasbourg')
      await page.getByRole('button', { name: words.toShipping }).click()
      await page.getByRole('button', { name: words.toPayment }).click()
      await page.getByRole('textbox', { name: words.cardNumber }).fill('4242 4242 4242 4242')
      await page.getByRole('textbox', { name: words.expiry }).fill('12/30')
      await page.getByRole('textbox', { name: words.cvc }).fill('123')
      await page.getByRole('button', { name: words.review }).click()
      const place = page.getByRole('button', { name: words.place })
      await expect(place).toBeVisible()
      const toPay = page.getByText(words.toPay)
      await toPay.scrollIntoViewIfNeeded()
      const [total, button] = await Promise.all([toPay.boundingBox(), place.boundingBox()])
      expect(total && button && total.y < button.y, 'the total sits above the button').toBe(true)
      await place.scrollIntoViewIfNeeded()
      await expect(toPay).toBeInViewport()
      await shoot(page, `review-total-${String(width)}-${locale}`)
    })

    test(`the account keeps an address book (${locale}, ${width})`, async ({ page }) => {
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 900 })
      const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      await page.goto('/signup')
      await hydrated(page)
      await page.getByRole('textbox', { name: words.name, exact: true }).fill('Claire Dubois')
      await page.getByRole('textbox', { name: words.email }).fill(`book-${id}@example.com`)
      await page
        .getByRole('textbox', { name: words.password, exact: true })
        .fill(`quiet-harbour-${id}`)
      await page.getByRole('button', { name: words.createAccount }).click()
      await expect(page).toHaveURL(/\/settings$/)
      await page.getByRole('button', { name: words.addAddress }).click()
      const form = page.getByRole('form', { name: words.newAddress })
      await form.getByRole('textbox', { name: words.firstName }).fill('Claire')
      await form.getByRole('textbox', { name: words.lastName, exact: true }).fill('Dubois')
      await form
        .getByRole('textbox', { name: words.line1, exact: true })
        .fill('4 quai Saint-Antoine')
      await form.getByRole('textbox', { name: words.postalCode }).fill('6900')
      await form.getByRole('textbox', { name: words.city }).fill('Lyon')
      await form.getByRole('button', { name: words.saveAddress }).click()
      await expect(page.getByText(words.badPostalCode)).toBeVisible()
      await form.getByRole('textbox', { name: words.postalCode }).fill('69002')
      await form.getByRole('button', { name: words.saveAddress }).click()
      const book = page.getByRole('list', { name: words.saved })
      await expect(book.getByRole('listitem')).toHaveCount(1)
      await expect(book).toContainText('4 quai Saint-Antoine')
      await expect(book).toContainText(words.byDefault)
      await book.scrollIntoViewIfNeeded()
      await shoot(page, `address-book-${String(width)}-${locale}`)
    })
  }
}
