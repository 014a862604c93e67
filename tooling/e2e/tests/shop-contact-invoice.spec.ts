import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page } from '@playwright/test'
import { extractText } from 'unpdf'

import { mailOf } from './mail-files'
import { addToCart, checkoutUntilReview, newShopper, placeOrder } from './shop-flows'
import { demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage, hydrated } from './support'

/*
 * What shoppers expected and did not find (issue 31): a contact page that e-mails the shop, the
 * invoice of a paid order from its page, and an alert when a sold-out variant is back, with its
 * unsubscribe link. Each on screen at 390 and 1280 px, in English and French.
 */

test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 180_000 })

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`
const views = [
  ['en', 390],
  ['fr', 1280],
  ['fr', 390],
  ['en', 1280],
] as const

type Language = 'en' | 'fr'

const words = {
  en: {
    contact: 'Contact us',
    name: 'Name',
    email: 'E-mail address',
    order: 'Order number (optional)',
    subject: 'Subject',
    message: 'Message',
    send: 'Send the message',
    required: 'This field is required',
    sent: /Thank you, your message is on its way/,
    alertTitle: 'Tell me when it is back',
    alertMe: 'Alert me',
    alerted: /Done: we will e-mail .+ once/,
    stopped: /this address will receive no more back-in-stock alerts/,
  },
  fr: {
    contact: 'Nous contacter',
    name: 'Nom',
    email: 'Adresse e-mail',
    order: 'Numéro de commande (facultatif)',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer le message',
    required: 'Ce champ est obligatoire',
    sent: /Merci, votre message est envoyé/,
    alertTitle: 'Me prévenir de son retour',
    alertMe: 'Me prévenir',
    alerted: /C’est noté\u202f: nous écrirons une fois à/,
    stopped: /cette adresse ne recevra plus d’alerte de retour en stock/,
  },
} as const

async function openShop(browser: Browser, language: Language, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    acceptDownloads: true,
  })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  return { context, page }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${test.info().outputPath(name)}.png`, fullPage: true })
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
  }
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('contact: the form checks each field in the shopper’s language and e-mails the shop', async ({
  browser,
}) => {
  for (const [language, width] of views) {
    const word = words[language]
    const { context, page } = await openShop(browser, language, width)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: word.contact }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1, name: word.contact })).toBeVisible()
    await hydrated(page)
    await page.getByRole('button', { name: word.send }).click()
    await expect(page.getByText(word.required).first()).toBeVisible()
    await noSidewaysScroll(page)
    await shot(page, `contact-errors-${language}-${String(width)}`)

    const subject = `Delivery question ${language} ${String(width)}`
    const email = newShopper().email
    await page.getByRole('textbox', { name: word.name }).fill('Léa Martin')
    await page.getByRole('textbox', { name: word.email }).fill(email)
    await page.getByRole('textbox', { name: word.order }).fill('cpt-2026-000001')
    await page.getByRole('textbox', { name: word.subject }).fill(subject)
    await page
      .getByRole('textbox', { name: word.message })
      .fill('Could the parcel be left with the caretaker, please?')
    await page.getByRole('button', { name: word.send }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: word.sent })).toBeVisible()
    await shot(page, `contact-sent-${language}-${String(width)}`)

    const toShop = await mailOf('contact-message', subject)
    expect(toShop).toMatch(/^To: contact@comptoir\.test$/m)
    expect(toShop).toMatch(new RegExp(`^Reply-To: ${email.replace('.', '\\.')}$`, 'm'))
    expect(toShop).toContain(`[Contact] ${subject} (CPT-2026-000001)`)
    const acknowledgement = await mailOf('contact-acknowledgement', email)
    expect(acknowledgement).toContain(
      language === 'fr'
        ? 'Il concerne la commande CPT-2026-000001.'
        : 'It is about order CPT-2026-000001.',
    )
    await context.close()
  }
})

test('invoice: a paid order’s page downloads its invoice, with the shop’s legal details', async ({
  browser,
}) => {
  const buyer = await openShop(browser, 'en', 1280)
  await addToCart(buyer.page)
  await checkoutUntilReview(buyer.page, newShopper().email)
  const placed = await placeOrder(buyer.page)
  await buyer.context.close()

  for (const [language, width] of views) {
    const { context, page } = await openShop(browser, language, width)
    await page.goto(placed.path)
    await hydrated(page)
    const download = page.getByRole('button', {
      name: language === 'fr' ? 'Télécharger la facture (PDF)' : 'Download the invoice (PDF)',
    })
    await expect(download).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(new RegExp(`^(Invoice|Facture) F-\\d{4}-\\d{6}$`))).toBeVisible()
    await expect(
      page.getByRole('link', {
        name: /^(A question about this order\? Contact us|Une question sur cette commande\s\? Contactez-nous)$/,
      }),
    ).toHaveAttribute('href', `/contact?order=${placed.number}`)
    await noSidewaysScroll(page)
    await shot(page, `order-invoice-${language}-${String(width)}`)

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(/^comptoir-invoice-F-\d{4}-\d{6}\.pdf$/)
    const { text } = await extractText(new Uint8Array(await readFile(await file.path())), {
      mergePages: true,
    })
    // The order was placed in English: its invoice speaks English whatever the page's language.
    expect(text).toContain('Invoice No. F-')
    expect(text).toContain('Comptoir Démo SAS')
    expect(text).toContain('RCS Paris 123 456 782')
    expect(text).toContain('VAT number FR11123456782')
    expect(text).toContain(placed.number)
    expect(text).toContain('Jeanne Moreau')
    expect(text).toMatch(/Total incl\. VAT\s*€\d+\.\d{2}/)
    await context.close()
  }

  // Someone else's browser, without the order's link, gets no invoice.
  const stranger = await openShop(browser, 'en', 1280)
  const refused = await stranger.page.request.get(`/gql/public/orders/${placed.number}/invoice`)
  expect(refused.status()).toBe(404)
  await stranger.context.close()
})

async function cancelInBackOffice(browser: Browser, number: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await chooseLanguage(page, 'en')
  await page.goto(`${office}/sign-in`)
  await signIn(page, owner)
  await expect(page).not.toHaveURL(/sign-in/)
  await page.goto(`${office}/orders/${number}`)
  await page.getByRole('button', { name: 'Cancel the order' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${number}?` })
  await dialog.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(dialog).toBeHidden()
  await context.close()
}

test('back in stock: a sold-out variant takes an address, is e-mailed once restocked, and the link unsubscribes', async ({
  browser,
}) => {
  // The last two merino sweaters in ecru XL are bought: the variant is sold out.
  const variantPage = '/product?slug=pull-marin-merinos&variant=CPT-PUL-ECRU-XL'
  const buyer = await openShop(browser, 'en', 1280)
  await buyer.page.goto(variantPage)
  await hydrated(buyer.page)
  await buyer.page.getByRole('button', { name: /^Increase/ }).click()
  await buyer.page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(buyer.page.getByRole('status').filter({ hasText: /added|Added/ })).toBeVisible()
  await checkoutUntilReview(buyer.page, newShopper().email)
  const placed = await placeOrder(buyer.page)
  await buyer.context.close()

  const subscribers: { language: Language; email: string }[] = []
  for (const [language, width] of views) {
    const word = words[language]
    const { context, page } = await openShop(browser, language, width)
    await page.goto(variantPage)
    await hydrated(page)
    // A first visit installs the offline worker: let it settle before sending the form.
    await page.waitForLoadState('networkidle')
    const alert = page.getByRole('region', { name: word.alertTitle })
    await expect(alert).toBeVisible({ timeout: 20_000 })
    await alert.getByRole('button', { name: word.alertMe }).click()
    await expect(alert.getByText(word.required)).toBeVisible()
    await shot(page, `stock-alert-form-${language}-${String(width)}`)
    const email = newShopper().email
    await alert.getByRole('textbox', { name: word.email }).fill(email)
    await alert.getByRole('button', { name: word.alertMe }).click()
    await expect(alert.getByRole('status')).toHaveText(word.alerted)
    await noSidewaysScroll(page)
    await shot(page, `stock-alert-done-${language}-${String(width)}`)
    subscribers.push({ language, email })
    await context.close()
  }

  // The order is cancelled: its two sweaters go back on sale, and each subscriber is e-mailed.
  await cancelInBackOffice(browser, placed.number)
  for (const [index, { language, email }] of subscribers.entries()) {
    const mail = await mailOf('back-in-stock', email)
    expect(mail).toMatch(
      language === 'fr'
        ? /^Subject: De retour en stock\u202f: Pull marin en laine mérinos$/m
        : /^Subject: Back in stock: Merino fisherman sweater$/m,
    )
    expect(mail).toMatch(
      language === 'fr' ? /^Voir le produit\u202f: http/m : /^See the product: http/m,
    )
    const link = /https?:\/\/[^\s"<>]+\/stock-alerts\?token=[^\s"<>]+/.exec(mail)?.[0] ?? ''
    expect(link).not.toBe('')
    const [viewLanguage, width] = views[index] ?? ['en', 1280]
    const { context, page } = await openShop(browser, viewLanguage, width)
    await page.goto(link.replaceAll('&amp;', '&'))
    await expect(page.getByRole('status')).toHaveText(words[viewLanguage].stopped)
    await shot(page, `stock-alert-stopped-${viewLanguage}-${String(width)}`)
    await context.close()
  }
})
