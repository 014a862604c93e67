import { expect, test, type Browser, type Page } from '@playwright/test'

import { demoAmbassador, portal, portalSession } from './portal-flows'
import { contextIn, type Locale } from './run-state'
import { boxOf } from './screen-checks'
import { addToCart, checkoutUntilReview, newShopper, placeOrder } from './shop-flows'
import { hydrated } from './support'

/*
 * Issue 18, the portal's pages as the ambassador reads them: the dashboard's figures (item 3),
 * the settings form and the portal's language (item 4), the bell and the apply page (item 7).
 */

/** A guest orders in their own browser, with the code applied in the cart; returns the number. */
async function orderWithCode(browser: Browser, code: string): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await addToCart(page)
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible()
  await checkoutUntilReview(page, newShopper().email)
  const { number } = await placeOrder(page)
  await context.close()
  return number
}

/** A shopper follows the ambassador's link (one click) without ordering. */
async function followLink(browser: Browser, code: string): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`/?ref=${code}`)
  await expect(page.getByText(/^You are shopping with /)).toBeVisible()
  await context.close()
}

test('item 3: the dashboard shows figures that can be: a conversion of at most 100 %, a legend with figures', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  await followLink(browser, demoAmbassador.code)
  await orderWithCode(browser, demoAmbassador.code)
  await orderWithCode(browser, demoAmbassador.code)

  const context = await contextIn(browser, 'en', { width: 1280, height: 900 })
  await context.addCookies(await portalSession(browser))
  const page = await context.newPage()
  // Every text the page's main heading shows, from the first one drawn.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { headingsSeen: seen })
    const look = () => {
      const text = document.querySelector('main h1')?.textContent.trim() ?? ''
      if (text !== '' && seen.at(-1) !== text) seen.push(text)
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.goto(portal('/dashboard'))
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const main = page.locator('main')

  const percentages = [...(await main.innerText()).matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map(
    (match) => Number((match[1] ?? '').replace(',', '.')),
  )
  expect(percentages.length, 'the conversion is shown').toBeGreaterThan(0)
  expect(
    percentages.filter((value) => value > 100),
    'percentages over 100',
  ).toEqual([])

  // The chart's legend tells figures, not placeholders (its axis is drawn on a canvas).
  const chart = main.locator('figure').filter({ has: page.locator('canvas') })
  await expect(chart).toBeVisible()
  await expect(chart.getByText('–', { exact: true }), 'empty legend values').toHaveCount(0)

  const headings = await page.evaluate(
    () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
  )
  expect(headings, 'the main heading keeps its words while the page loads').toHaveLength(1)
  await context.close()
})

/** The settings form's choice of the e-mails' language (the select offering both languages). */
const emailLanguage = (page: Page) =>
  page
    .locator('main select')
    .filter({ has: page.locator('option[value="en"]') })
    .filter({ has: page.locator('option[value="fr"]') })

/** Opens the portal's settings in `locale`, signed in as the demo ambassador. */
async function openSettings(browser: Browser, locale: Locale) {
  const context = await contextIn(browser, locale, { width: 1280, height: 900 })
  await context.addCookies(await portalSession(browser))
  const page = await context.newPage()
  await page.goto(portal('/settings'))
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  return { context, page }
}

test('item 4: the settings show the values in force, and saving them keeps the portal’s language', async ({
  browser,
}) => {
  // In the French portal, the e-mails are set to English: the portal stays French.
  const first = await openSettings(browser, 'fr')
  await emailLanguage(first.page).selectOption('en')
  await first.page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(first.page.getByText('Profil enregistré')).toBeVisible()
  await first.page.waitForLoadState('networkidle')
  await first.page.reload()
  await hydrated(first.page)
  await expect(first.page.locator('html'), 'the portal’s language after saving').toHaveAttribute(
    'lang',
    'fr',
  )
  await first.context.close()

  // The French portal shows the English of the e-mails; saving the IBAN changes nothing else.
  const { context, page } = await openSettings(browser, 'fr')
  await expect(emailLanguage(page), 'the language in force').toHaveValue('en')
  const heading = await page.getByRole('heading', { level: 1 }).innerText()
  const before = await page
    .locator('main select')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLSelectElement).value))
  const iban = page.getByRole('textbox', { name: /IBAN/ })
  await iban.fill('FR76 3000 6000 0112 3456 7890 189')
  // Changing where payouts go asks for the password again.
  await page
    .getByRole('region', { name: 'Profil', exact: true })
    .getByLabel('Mot de passe actuel')
    .fill(demoAmbassador.password)
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByText('Profil enregistré')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

  await page.reload()
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(iban, 'the IBAN in force').toHaveValue(/^FR76\b.*189$/)
  const after = await page
    .locator('main select')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLSelectElement).value))
  expect(after, 'the choices the ambassador did not touch').toEqual(before)
  await context.close()
})

test('item 7: the bell lists orders that arrived before the page was opened', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const number = await orderWithCode(browser, demoAmbassador.code)
  const context = await contextIn(browser, 'en', { width: 1280, height: 900 })
  await context.addCookies(await portalSession(browser))
  const page = await context.newPage()
  await page.goto(portal('/dashboard'))
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click()
  await expect(
    page.getByRole('dialog').getByRole('listitem').filter({ hasText: number }),
  ).not.toHaveCount(0)
  await context.close()
})

test('item 7: after applying on a phone, the confirmation is on screen, below the header', async ({
  browser,
}) => {
  const context = await contextIn(browser, 'en', { width: 390, height: 844 })
  const page = await context.newPage()
  const id = Date.now().toString(36)
  await page.goto(portal('/apply'))
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Your name, as shoppers will see it' }).fill('Inès Roux')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`ines-${id}@example.com`)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`lantern-meadow-${id}`)
  await page
    .getByRole('textbox', { name: 'Why do you want to share Comptoir?' })
    .fill('I run a small cooking club and my members keep asking where my linen comes from.')
  await page.getByRole('checkbox', { name: /I accept the programme’s terms/ }).check()
  await page.getByRole('button', { name: 'Send my application' }).click()

  const confirmation = page.getByRole('heading', { name: /your application is in/ })
  await expect(confirmation).toBeInViewport({ ratio: 1 })
  const header = await boxOf(page.getByRole('banner'))
  const box = await boxOf(confirmation)
  expect(box.y, 'the confirmation starts below the header').toBeGreaterThanOrEqual(
    header.y + header.height - 1,
  )
  await context.close()
})
