import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page } from '@playwright/test'
import { validateXML } from 'xmllint-wasm'

import { startOwnProduct, writtenMails, type OwnProduct } from './own-product'
import { demoAmbassador, submitPortalSignIn } from './portal-flows'
import { addToCart, checkoutUntilReview, newShopper, placeOrder } from './shop-flows'
import { demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage } from './support'

/*
 * Issue 30: the programme run from the back office instead of the server's commands. An
 * applicant applies in the portal and is approved by the owner on a phone, in French, then signs
 * in; an ambassador's payout request is gathered into a run at 1280 px, its SEPA file downloaded
 * and checked against the official XSD, and the run marked paid, which the ambassador's portal shows.
 */

const port = Number(
  process.env.E2E_PROGRAMME_PORT ?? Number(process.env.E2E_SIGN_IN_PORT ?? 4324) + 6,
)
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
const ibanOnFile = 'FR7630006000011234567890189'
/** The official schema of the SEPA credit transfer file the bank imports, as the API's tests use it. */
const xsdPath = new URL('../../../apps/api/test/fixtures/pain.001.001.03.xsd', import.meta.url)

let product: OwnProduct
let office = ''

test.describe.configure({ mode: 'serial', timeout: 300_000 })

test.beforeAll(async () => {
  product = await startOwnProduct('programme', port)
  office = `http://admin.localhost:${String(port)}`
  product.sql(`UPDATE ambassadors SET iban = '${ibanOnFile}' WHERE code = '${demoAmbassador.code}'`)
})

test.afterAll(() => {
  product.stop()
})

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${test.info().outputPath(name)}.png`, fullPage: true })
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
  }
}

/** The owner signed in to the back office in a context of its own. */
async function ownerIn(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'en' | 'fr',
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  await page.goto(`${office}/sign-in`)
  await signIn(page, owner)
  await expect(page).not.toHaveURL(/sign-in/)
  return { context, page }
}

test('an applicant approved by the owner on a phone, in French, signs in to the portal', async ({
  browser,
}) => {
  const applicant = {
    name: 'Inès Caron',
    email: `ines-${Date.now().toString(36)}@example.com`,
    password: 'linen-harbour-2026',
  }
  const visitor = await browser.newContext({ viewport: desktop })
  const apply = await visitor.newPage()
  await chooseLanguage(apply, 'en')
  await apply.goto(`${product.portal}/apply`)
  await apply
    .getByRole('textbox', { name: 'Your name, as shoppers will see it' })
    .fill(applicant.name)
  await apply.getByRole('textbox', { name: 'E-mail address' }).fill(applicant.email)
  await apply.getByRole('textbox', { name: 'Password', exact: true }).fill(applicant.password)
  await apply
    .getByRole('textbox', { name: 'Why do you want to share Comptoir?' })
    .fill('I run a ceramics workshop and my students ask where my table linen comes from.')
  await apply.getByRole('checkbox', { name: /I accept the programme’s terms/ }).check()
  await apply.getByRole('button', { name: 'Send my application' }).click()
  await expect(
    apply.getByRole('status').filter({ hasText: 'your application is in' }),
  ).toBeVisible()

  const staff = await ownerIn(browser, phone, 'fr')
  await staff.page.goto(`${office}/applications`)
  const card = staff.page
    .getByRole('list', { name: 'Candidatures en attente' })
    .getByRole('listitem')
    .filter({ hasText: applicant.email })
  await expect(card).toContainText('ceramics workshop')
  expect(
    await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await shot(staff.page, 'applications-fr-390')
  await card.getByRole('button', { name: 'Approuver' }).click()
  await expect(card).toHaveCount(0)
  await staff.context.close()

  const approved = writtenMails(product.mailDir, 'ambassador-approved').find((mail) =>
    mail.includes(applicant.email),
  )
  expect(approved, 'the approval e-mail').toBeDefined()
  await apply.goto(`${product.portal}/login`)
  await submitPortalSignIn(apply, 'en', applicant)
  await expect(apply.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await visitor.close()
})

test('a payout request gathered into a run, its SEPA file downloaded, the run marked paid', async ({
  browser,
}) => {
  product.sql(
    `UPDATE ambassadors SET commission_rate_bps = 10000 WHERE code = '${demoAmbassador.code}'`,
  )
  const shopper = await browser.newContext({ viewport: desktop, baseURL: product.shop })
  const shop = await shopper.newPage()
  await chooseLanguage(shop, 'en')
  for (let unit = 0; unit < 4; unit += 1) await addToCart(shop)
  await shop.goto('/cart')
  await shop.getByRole('textbox', { name: 'Ambassador or operation code' }).fill('MARIE')
  await shop.getByRole('button', { name: 'Apply' }).click()
  await expect(shop.getByText('Code MARIE applied')).toBeVisible()
  await checkoutUntilReview(shop, newShopper().email)
  const { number } = await placeOrder(shop)
  await shopper.close()
  for (let step = 0; step < 3; step += 1) product.ordersCli('advance', number)
  product.sql(`UPDATE ambassador_commissions SET available_at = now() - interval '1 minute'`)
  product.ambassadorCli('approve-due')

  const ambassador = await browser.newContext({ viewport: desktop })
  const portal = await ambassador.newPage()
  await chooseLanguage(portal, 'en')
  await portal.goto(`${product.portal}/login`)
  await submitPortalSignIn(portal)
  await expect(portal).toHaveURL(/\/dashboard/)
  await portal.goto(`${product.portal}/payouts`)
  await portal.getByRole('button', { name: 'Request my payout' }).click()
  await expect(portal.getByText('Payout requested')).toBeVisible()

  const staff = await ownerIn(browser, desktop, 'en')
  await staff.page.goto(`${office}/payouts`)
  const waiting = staff.page.getByRole('table', { name: 'Requests waiting' })
  const row = waiting.getByRole('row').filter({ hasText: 'FR76' })
  await expect(row).toHaveCount(1)
  await row.getByRole('checkbox').check()
  await staff.page.getByRole('button', { name: /^Create a payout run \(1, / }).click()
  await expect(staff.page.getByText(/^Run RUN-\d+ created\.$/)).toBeVisible()
  // The new run opens on its own page.
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText(/^Run RUN-\d+$/)
  await shot(staff.page, 'payout-run-en-1280')

  const [download] = await Promise.all([
    staff.page.waitForEvent('download'),
    staff.page.getByRole('button', { name: 'Download the SEPA file' }).click(),
  ])
  const xml = await readFile(await download.path(), 'utf8')
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')
  const checked = await validateXML({
    xml: [{ fileName: 'run.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: await readFile(xsdPath, 'utf8') }],
  })
  expect(checked.errors).toEqual([])
  expect(checked.valid).toBe(true)
  expect(xml).toContain(`<IBAN>${ibanOnFile}</IBAN>`)
  expect(xml).toMatch(/<InstdAmt Ccy="EUR">\d+\.\d{2}<\/InstdAmt>/)

  await staff.page.getByRole('button', { name: 'Mark the run paid' }).click()
  await staff.page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Mark the run paid' })
    .click()
  await expect(staff.page.getByText(/is paid; statements are on their way\.$/)).toBeVisible()
  await staff.context.close()

  await portal.reload()
  await expect(portal.getByText('Paid', { exact: true }).first()).toBeVisible()
  await ambassador.close()
})
