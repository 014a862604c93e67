import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { extractText } from 'unpdf'

import { demoAmbassador, submitPortalSignIn } from './portal-flows'
import { startOwnProduct, writtenMails, type OwnProduct } from './own-product'
import type { Locale, StoredCookie } from './run-state'
import { addToCart, checkoutUntilReview, newShopper, placeOrder } from './shop-flows'
import { hydrated } from './support'

/*
 * The demo ambassador's own account in the portal: the statement of a paid payout (issue 28,
 * item 1), the settings with an IBAN on file (item 3), the password reset from the portal
 * (item 5); and (issue 29, item 4) a change of payout account that a session token alone
 * cannot make. On a product process of its own on PostgreSQL + Redis, so the operator's CLI can pay
 * the payout, and what the tests change touches no other test.
 */
const port = Number(
  process.env.E2E_ACCOUNT_PORT ?? Number(process.env.E2E_SIGN_IN_PORT ?? 4324) + 1,
)
const widths = [390, 1280] as const
/** The demo ambassador's payout account, on file from the start. */
const ibanOnFile = 'FR7630006000011234567890189'
const locales = ['en', 'fr'] as const
/** Where the screens are kept to be looked at (E2E_SHOTS_DIR, else test-results). */
const shots = join(
  process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '../test-results'),
  'portal-account',
)

let product: OwnProduct

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  mkdirSync(shots, { recursive: true })
  product = await startOwnProduct('account', port)
  product.sql(`UPDATE ambassadors SET iban = '${ibanOnFile}' WHERE code = '${demoAmbassador.code}'`)
})

test.afterAll(() => {
  product.stop()
})

const copy = {
  en: {
    sendLink: 'Send the link',
    password: 'Password',
    confirmation: 'Password confirmation',
    change: 'Change my password',
    dashboard: 'Dashboard',
    save: 'Save',
    saved: 'Profile saved',
    displayName: 'Display name',
    statement: /^Download the statement \(PDF\)/,
    paid: 'Paid',
  },
  fr: {
    sendLink: 'Envoyer le lien',
    password: 'Mot de passe',
    confirmation: 'Confirmation du mot de passe',
    change: 'Changer mon mot de passe',
    dashboard: 'Tableau de bord',
    save: 'Enregistrer',
    saved: 'Profil enregistré',
    displayName: 'Nom public',
    statement: /^Télécharger le relevé \(PDF\)/,
    paid: 'Versée',
  },
} as const

/** A browser context on the product, in `locale`, at `width` px. */
async function contextAt(browser: Browser, locale: Locale, width: number) {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width < 600 ? 844 : 900 },
    baseURL: product.shop,
    serviceWorkers: 'block',
    acceptDownloads: true,
  })
  await context.addCookies(
    [product.shop, product.portal].map((url) => ({ name: 'comptoir.locale', value: locale, url })),
  )
  await context.addInitScript((chosen) => {
    localStorage.setItem('comptoir:locale', chosen)
  }, locale)
  return context
}

let session: StoredCookie[] | null = null
/** The demo ambassador's password: the reset test changes it. */
let password = demoAmbassador.password

/** The demo ambassador's cookies, from one sign-in through the portal's page. */
async function ambassadorCookies(browser: Browser): Promise<StoredCookie[]> {
  if (session) return session
  const context = await contextAt(browser, 'en', 1280)
  const page = await context.newPage()
  await page.goto(`${product.portal}/login`)
  await submitPortalSignIn(page, 'en', { email: demoAmbassador.email, password })
  await expect(page).toHaveURL(/\/dashboard/)
  session = await context.cookies(product.portal)
  await context.close()
  return session
}

/** The portal at `path`, signed in as the demo ambassador, in `locale` at `width` px. */
async function portalPage(
  browser: Browser,
  path: string,
  locale: Locale,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, locale, width)
  await context.addCookies(await ambassadorCookies(browser))
  const page = await context.newPage()
  await page.goto(`${product.portal}${path}`)
  await hydrated(page)
  return { context, page }
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
}

/**
 * A paid payout for the demo ambassador: a shopper orders with the code MARIE, the operator
 * delivers the order, the return window is over (moved back in the database), the commission is
 * approved, the ambassador asks for the payout in the portal and the operator pays it.
 */
async function paidPayout(browser: Browser): Promise<void> {
  product.sql(
    `UPDATE ambassadors SET commission_rate_bps = 10000 WHERE code = '${demoAmbassador.code}'`,
  )
  const shopper = await contextAt(browser, 'en', 1280)
  const page = await shopper.newPage()
  for (let unit = 0; unit < 4; unit += 1) await addToCart(page)
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill('MARIE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Code MARIE applied')).toBeVisible()
  await checkoutUntilReview(page, newShopper().email)
  const { number } = await placeOrder(page)
  await shopper.close()
  for (let step = 0; step < 3; step += 1) product.ordersCli('advance', number)
  product.sql(`UPDATE ambassador_commissions SET available_at = now() - interval '1 minute'`)
  product.ambassadorCli('approve-due')

  const { context, page: portal } = await portalPage(browser, '/payouts', 'en', 1280)
  await portal.getByRole('button', { name: 'Request my payout' }).click()
  await expect(portal.getByText('Payout requested')).toBeVisible()
  await context.close()
  const id = /^([0-9a-f-]{36})\s/m.exec(product.ambassadorCli('payouts'))?.[1]
  expect(id, 'the payout waiting for the operator').toBeDefined()
  product.ambassadorCli('payout-paid', id ?? '')
}

test('issue 28 item 1: a paid payout’s statement downloads as a PDF, in both languages and widths', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  await test.step('a paid payout', () => paidPayout(browser))
  for (const locale of locales) {
    for (const width of widths) {
      const { context, page } = await portalPage(browser, '/payouts', locale, width)
      const row = page.getByRole('listitem').filter({ hasText: copy[locale].paid })
      await expect(row).toHaveCount(1)
      const download = page.waitForEvent('download', { timeout: 20_000 })
      await row.getByRole('button', { name: copy[locale].statement }).click()
      const alert = page.getByRole('alert').first()
      const refused = alert.waitFor({ timeout: 20_000 }).then(() => alert.innerText())
      const file = await Promise.race([download, refused]).finally(() => {
        download.catch(() => undefined)
        refused.catch(() => undefined)
      })
      if (typeof file === 'string') throw new Error(`The download was refused: ${file}`)
      expect(file.suggestedFilename()).toMatch(/^comptoir-payout-statement-.+\.pdf$/)
      const { text } = await extractText(new Uint8Array(await readFile(await file.path())), {
        mergePages: true,
      })
      // The statement speaks the ambassador's language of e-mails (English for the demo).
      expect(text).toContain('Payout statement')
      expect(text).toContain(`Ambassador Marie (code ${demoAmbassador.code})`)
      expect(text).toMatch(/Total paid\s+€60\.00/)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await screenshot(page, `payouts-${locale}-${String(width)}`)
      await context.close()
    }
  }
})

test('issue 28 item 3: with an IBAN on file, the settings save the name and keep the IBAN', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  for (const locale of locales) {
    for (const width of widths) {
      const { context, page } = await portalPage(browser, '/settings', locale, width)
      const iban = page.getByRole('textbox', { name: 'IBAN' })
      await expect(iban).toHaveValue('FR76 •••• 0189')
      const name = `Marie ${locale.toUpperCase()} ${String(width)}`
      await page.getByRole('textbox', { name: copy[locale].displayName }).fill(name)
      await page.getByRole('button', { name: copy[locale].save, exact: true }).click()
      await expect(page.getByText(copy[locale].saved)).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await screenshot(page, `settings-${locale}-${String(width)}`)
      await page.reload()
      await hydrated(page)
      await expect(page.getByRole('textbox', { name: copy[locale].displayName })).toHaveValue(name)
      await expect(iban).toHaveValue('FR76 •••• 0189')
      await context.close()
    }
  }
  expect(
    product.sql(`SELECT iban FROM ambassadors WHERE code = '${demoAmbassador.code}'`).trim(),
  ).toBe(ibanOnFile)
})

/** Waits for a reset e-mail to the demo ambassador that no earlier step used; its link. */
async function newResetLink(used: Set<string>): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        link =
          writtenMails(product.mailDir, 'password-reset')
            .filter((mail) => mail.includes(`To: ${demoAmbassador.email}`))
            .map((mail) => /https?:\/\/[^\s"<>]+\/reset-pwd\?token=[\w-]+/.exec(mail)?.[0] ?? '')
            .find((found) => found !== '' && !used.has(found)) ?? ''
        return link
      },
      { timeout: 30_000, message: 'a new reset e-mail to the demo ambassador' },
    )
    .not.toBe('')
  used.add(link)
  return link
}

/** Opens an e-mailed reset link, chooses `newPassword` and lands signed in on the dashboard. */
async function resetThroughLink(
  page: Page,
  link: string,
  locale: Locale,
  newPassword: string,
  shot?: string,
) {
  expect(new URL(link).origin, 'the link opens the portal').toBe(product.portal)
  await page.goto(link)
  await hydrated(page)
  await page.getByRole('textbox', { name: copy[locale].password, exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: copy[locale].confirmation }).fill(newPassword)
  if (shot) await screenshot(page, shot)
  await page.getByRole('button', { name: copy[locale].change }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale].dashboard)
  password = newPassword
  session = null
}

test('issue 28 item 5: an ambassador’s reset link opens the portal and ends signed in on its dashboard', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const used = new Set<string>()
  for (const locale of locales) {
    for (const width of widths) {
      const context = await contextAt(browser, locale, width)
      const page = await context.newPage()
      await page.goto(`${product.portal}/forgot-pwd`)
      await hydrated(page)
      await page.getByRole('textbox', { name: /e-mail/i }).fill(demoAmbassador.email)
      await page.getByRole('button', { name: copy[locale].sendLink }).click()
      const link = await newResetLink(used)
      const newPassword = `orchard-lantern-${locale}-${String(width)}`
      await resetThroughLink(page, link, locale, newPassword, `reset-${locale}-${String(width)}`)
      await screenshot(page, `reset-signed-in-${locale}-${String(width)}`)
      await context.close()
    }
  }

  // From the settings, signed in: "E-mail me a reset link" mails a link to the portal too.
  const { context, page } = await portalPage(browser, '/settings', 'en', 1280)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  await expect(page.getByText(/is on its way to/)).toBeVisible()
  const link = await newResetLink(used)
  await context.clearCookies()
  await resetThroughLink(page, link, 'en', demoAmbassador.password)
  await context.close()
})

test('issue 29 item 4: changing the IBAN asks for the password, is e-mailed and holds payouts', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page } = await portalPage(browser, '/settings', 'en', 1280)
  const iban = page.getByRole('textbox', { name: 'IBAN' })
  await iban.fill('DE89 3704 0044 0532 0130 00')
  const currentPassword = page
    .getByRole('region', { name: 'Profile', exact: true })
    .getByLabel('Current password')
  await currentPassword.fill('not-the-password-2026')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('The current password is incorrect')).toBeVisible()
  expect(product.sql(`SELECT iban FROM ambassadors WHERE code = 'MARIE'`).trim()).toBe(ibanOnFile)

  const alerts = writtenMails(product.mailDir, 'ambassador-payout-account').length
  await currentPassword.fill(password)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Profile saved\. Payouts to your new IBAN start on /)).toBeVisible()
  await expect(iban).toHaveValue('DE89 •••• 3000')
  await expect(currentPassword).toHaveCount(0)
  await screenshot(page, 'settings-iban-changed-en-1280')
  await expect
    .poll(() => writtenMails(product.mailDir, 'ambassador-payout-account').slice(alerts), {
      message: 'the e-mail about the change',
    })
    .toEqual([expect.stringContaining('DE89 •••• 3000')])

  await page.goto(`${product.portal}/payouts`)
  await hydrated(page)
  await expect(
    page.getByText(/was just changed: for your safety, payouts to it start on/),
  ).toBeVisible()
  await screenshot(page, 'payouts-iban-held-en-1280')
  await context.close()
})
