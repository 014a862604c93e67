import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'

import { addToCart, newShopper } from './shop-flows'
import { chooseLanguage, hydrated } from './support'

/*
 * Paying by bank transfer (issue 28, item 2): the review step says what happens, and the
 * confirmation page and e-mail give the shop's account, the amount and the reference to write.
 * The product runs with its demo account (no BANK_TRANSFER_* settings).
 */

test.use({ serviceWorkers: 'block' })

const demo = {
  holder: 'COMPTOIR DEMO',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPPXXX',
}

const words = {
  en: {
    email: 'E-mail address',
    toAddress: 'Continue to address',
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    toShipping: 'Continue to shipping',
    toPayment: 'Continue to payment',
    transfer: /^Bank transfer/,
    review: 'Review the order',
    place: 'Place the order',
    hint: 'Nothing is charged now',
    details: 'Pay by bank transfer',
    holder: 'Account holder',
    reference: 'Reference to write',
    payBy: /Pay by \d{1,2} \w+ \d{4}|Pay by \w+ \d{1,2}, \d{4}/,
    mail: ['Account holder: ', 'IBAN: ', 'BIC: ', 'Reference: '],
  },
  fr: {
    email: 'Adresse e-mail',
    toAddress: 'Continuer vers l’adresse',
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    toShipping: 'Continuer vers la livraison',
    toPayment: 'Continuer vers le paiement',
    transfer: /^Virement bancaire/,
    review: 'Vérifier la commande',
    place: 'Passer la commande',
    hint: 'Rien n’est débité maintenant',
    details: 'Payer par virement bancaire',
    holder: 'Titulaire du compte',
    reference: 'Référence à indiquer',
    payBy: /À payer au plus tard le \d{1,2} \S+ \d{4}/,
    mail: ['Titulaire du compte\u202f: ', 'IBAN\u202f: ', 'BIC\u202f: ', 'Référence\u202f: '],
  },
} as const

type Language = keyof typeof words

async function openShop(browser: Browser, language: Language, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
  })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  return { context, page }
}

/** From a cart with an item to the review step, paying by transfer, in `language`. */
async function reviewByTransfer(page: Page, language: Language, email: string) {
  const word = words[language]
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: word.email }).fill(email)
  await page.getByRole('button', { name: word.toAddress }).click()
  await page.getByRole('textbox', { name: word.firstName }).fill('Jeanne')
  await page.getByRole('textbox', { name: word.lastName, exact: true }).fill('Moreau')
  await page.getByRole('textbox', { name: word.line1, exact: true }).fill('8 rue des Tanneurs')
  await page.getByRole('textbox', { name: word.postalCode }).fill('67000')
  await page.getByRole('textbox', { name: word.city }).fill('Strasbourg')
  await page.getByRole('button', { name: word.toShipping }).click()
  await page.getByRole('button', { name: word.toPayment }).click()
  await page.getByRole('radio', { name: word.transfer }).check()
  await page.getByRole('button', { name: word.review }).click()
  await expect(page.getByRole('button', { name: word.place })).toBeVisible()
}

/** Decodes a quoted-printable body (soft breaks, =XX bytes) as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(index, index + 3))
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16))
      index += 2
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** An .eml file's headers and the decoded text of each of its parts, one after the other. */
function readMail(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: (base64|quoted-printable|7bit)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
    ),
  ]
  const bodies = parts.map(([, encoding, body = '']) =>
    encoding?.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding?.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body,
  )
  return [headers, ...bodies].join('\n')
}

/** The confirmation e-mail of `number` as the server wrote it (E2E_DATA_DIR/mail), once it is there. */
async function confirmationOf(number: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('The browser tests run through playwright.config.ts')
  const mailDir = join(dataDir, 'mail')
  let found = ''
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [])
        for (const name of names.filter((file) => file.includes('order-confirmation'))) {
          const mail = readMail(await readFile(join(mailDir, name), 'utf8'))
          if (mail.includes(number)) found = mail
        }
        return found
      },
      { timeout: 30_000, message: `the confirmation e-mail of ${number}` },
    )
    .not.toBe('')
  return found
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** Checks the bank details on the order page, in `language`, and keeps a screenshot. */
async function readDetails(page: Page, language: Language, number: string) {
  const word = words[language]
  const details = page.getByRole('region', { name: word.details })
  await expect(details).toBeVisible({ timeout: 20_000 })
  const value = (term: string) =>
    details
      .locator('div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd')
  await expect(value(word.holder)).toHaveText(demo.holder)
  await expect(value('IBAN')).toHaveText(demo.iban)
  await expect(value('BIC')).toHaveText(demo.bic)
  await expect(value(word.reference)).toHaveText(number)
  await expect(details).toContainText(word.payBy)
  // The details fit the screen: nothing reaches past its right edge.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const [language, width] of [
  ['en', 1280],
  ['fr', 390],
] as const) {
  test(`item 2: a shopper pays by bank transfer with the details of the page and the e-mail (${language}, ${String(width)} px)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const { context, page } = await openShop(browser, language, width)
    const email = newShopper().email
    await addToCart(page)
    await reviewByTransfer(page, language, email)
    const hint = page.getByText(words[language].hint)
    await expect(hint).toBeVisible()
    await expect(page.getByText(/Your card is charged|Votre carte est débitée/)).toHaveCount(0)
    await keepScreenshot(page, testInfo, `review-${language}-${String(width)}`)

    await page.getByRole('button', { name: words[language].place }).click()
    await expect(page).toHaveURL(/\/order\?number=CPT-/, { timeout: 20_000 })
    const url = new URL(page.url())
    const number = url.searchParams.get('number') ?? ''
    await hydrated(page)
    await readDetails(page, language, number)
    await keepScreenshot(page, testInfo, `order-${language}-${String(width)}`)

    const mail = await confirmationOf(number)
    expect(mail).toContain(`To: ${email}`)
    const [holder, iban, bic, reference] = words[language].mail
    expect(mail).toContain(`${holder}${demo.holder}`)
    expect(mail).toContain(`${iban}${demo.iban}`)
    expect(mail).toContain(`${bic}${demo.bic}`)
    expect(mail).toContain(`${reference}${number}`)
    await context.close()

    // The same page in the other language, and at the other width.
    const otherLanguage: Language = language === 'en' ? 'fr' : 'en'
    const otherWidth = width === 390 ? 1280 : 390
    for (const [viewLanguage, viewWidth] of [
      [otherLanguage, width],
      [language, otherWidth],
    ] as const) {
      const again = await openShop(browser, viewLanguage, viewWidth)
      await again.page.goto(url.pathname + url.search)
      await hydrated(again.page)
      await readDetails(again.page, viewLanguage, number)
      await keepScreenshot(again.page, testInfo, `order-${viewLanguage}-${String(viewWidth)}`)
      await again.context.close()
    }
  })
}
