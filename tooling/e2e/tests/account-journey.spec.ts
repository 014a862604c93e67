import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'

import { seriousViolations } from './support'

/*
 * The shopper's account through the shop's pages: signing up, changing and resetting the
 * password, a session ended elsewhere, the inline messages in both languages, and every account
 * page at phone and desktop widths.
 */
type Locale = 'en' | 'fr'

const productSlug = process.env.E2E_PRODUCT_SLUG ?? 'bol-gres'
const widths = [390, 1280] as const
let accounts = 0

// An action that cannot happen fails with its locator rather than at the test's time limit.
test.use({ actionTimeout: 20_000 })

function newAccount(name = 'Claire Dubois') {
  accounts += 1
  const id = `${Date.now().toString(36)}${String(accounts)}`
  return { name, email: `claire-${id}@example.com`, password: `quiet-harbour-${id}` }
}

const copy = {
  en: {
    name: 'Name',
    email: 'E-mail address',
    password: 'Password',
    createAccount: 'Create my account',
    signIn: 'Sign in',
    required: 'This field is required',
    invalidEmail: 'E-mail address is not valid',
    tooShort: 'The password must be at least 8 characters long',
    wrongPair: 'The e-mail address or the password is incorrect',
    sendLink: 'Send the link',
  },
  fr: {
    name: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    createAccount: 'Créer mon compte',
    signIn: 'Se connecter',
    required: 'Ce champ est obligatoire',
    invalidEmail: 'L’adresse e-mail n’est pas valide',
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    wrongPair: 'L’adresse e-mail ou le mot de passe est incorrect',
    sendLink: 'Envoyer le lien',
  },
} as const

/** A browser whose visitor reads `locale` (the browser's language and the remembered choice). */
async function openShop(browser: Browser, locale: Locale = 'en') {
  const context = await browser.newContext({ locale })
  await context.addInitScript((chosen) => {
    if (localStorage.getItem('comptoir:locale') === null) {
      localStorage.setItem('comptoir:locale', chosen)
    }
  }, locale)
  return { context, page: await context.newPage() }
}

async function signUp(page: Page, account: ReturnType<typeof newAccount>, locale: Locale = 'en') {
  const text = copy[locale]
  await page.goto('/signup')
  await page.getByRole('textbox', { name: text.name }).fill(account.name)
  await page.getByRole('textbox', { name: text.email }).fill(account.email)
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(account.password)
  await page.getByRole('button', { name: text.createAccount }).click()
  await expect(page).toHaveURL(/\/settings$/)
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Keeps a full-page screenshot of the page as a test artifact. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** Undoes the quoted-printable transfer encoding of an e-mail body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The reset link of the newest reset e-mail written for `email`, waiting until it is there. */
async function resetLinkFor(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('The browser tests run through playwright.config.ts')
  const mailDir = join(dataDir, 'mail')
  let link = ''
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [])
        for (const name of names.filter((file) => file.includes('password-reset')).sort()) {
          const mail = decodeQuotedPrintable(await readFile(join(mailDir, name), 'utf8'))
          if (!mail.includes(`To: ${email}`)) continue
          link = /https?:\/\/[^\s"<>]+\/reset-pwd\?token=[\w-]+/.exec(mail)?.[0] ?? link
        }
        return link
      },
      { timeout: 30_000, message: `a reset e-mail to ${email}` },
    )
    .not.toBe('')
  return link
}

test('a shopper signs up, changes the password, signs out and is sent back after signing in', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const account = newAccount()
  const { context, page } = await openShop(browser)
  await signUp(page, account)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account')
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(account.email)

  const newPassword = `${account.password}-renewed`
  await page.getByRole('textbox', { name: 'Current password' }).fill(account.password)
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword)
  await page.getByRole('button', { name: 'Change the password' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByText('Your session has ended')).toHaveCount(0)

  await page.goto('/settings')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  await signIn(page, account.email, account.password)
  await expect(page.getByRole('alert')).toContainText(copy.en.wrongPair)
  await signIn(page, account.email, newPassword)
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account')

  // The same session ends in another tab of the same browser: this one goes on anonymously.
  const other = await browser.newContext({ storageState: await context.storageState() })
  const otherPage = await other.newPage()
  await otherPage.goto('/settings')
  await otherPage.getByRole('button', { name: 'Sign out' }).click()
  await expect(otherPage).toHaveURL(/\/login$/)
  await other.close()

  // Pages that need no account go on as they are; the account page finds the session over and
  // sends to sign in and back.
  await page.getByRole('link', { name: 'Help' }).first().click()
  await expect(page).toHaveURL(/\/faq/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions and answers')
  await page.getByRole('button', { name: 'Account', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings and orders' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByText(/An error occurred|Une erreur est survenue/)).toHaveCount(0)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/An error occurred|Une erreur est survenue/)).toHaveCount(0)
  await context.close()
})

test('a shopper who forgot the password sets a new one from the e-mailed link', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const account = newAccount()
  const { context, page } = await openShop(browser)
  await signUp(page, account)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/forgot-pwd$/)
  // On a loaded machine the page can still be settling (a chunk arriving, a guarded reload) and
  // lose what was typed: type and send again until the confirmation shows; the newest link counts.
  await expect(async () => {
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByRole('status')).toContainText(`If an account uses ${account.email}`, {
      timeout: 5_000,
    })
  }).toPass({ timeout: 45_000 })

  const link = await resetLinkFor(account.email)
  const response = await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  const referrerPolicy = response?.headers()['referrer-policy'] ?? ''
  if (referrerPolicy !== 'no-referrer') {
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  const newPassword = `${account.password}-reset`
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill(newPassword)
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.getByRole('status')).toContainText('Sign in with the new one.')

  await page.getByRole('link', { name: 'Sign in' }).last().click()
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, account.email, newPassword)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible()

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`${newPassword}-again`)
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill(`${newPassword}-again`)
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.')
  await context.close()
})

for (const locale of ['en', 'fr'] as const) {
  test(`wrong inputs are told inline, in ${locale}`, async ({ browser }) => {
    test.setTimeout(90_000)
    const text = copy[locale]
    const { context, page } = await openShop(browser, locale)

    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await page.getByRole('button', { name: text.signIn, exact: true }).click()
    const email = page.getByRole('textbox', { name: text.email })
    const password = page.getByRole('textbox', { name: text.password, exact: true })
    await expect(email).toHaveAccessibleDescription(text.required)
    await expect(page.getByText(text.required)).toHaveCount(2)

    await email.fill('not-an-address')
    await password.fill('whatever-it-is')
    await email.blur()
    await expect(page.getByText(text.invalidEmail)).toBeVisible()

    await email.fill(`nobody-${locale}-${Date.now().toString(36)}@example.com`)
    await page.getByRole('button', { name: text.signIn, exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: text.wrongPair })).toBeVisible()

    await page.goto('/signup')
    await page.getByRole('textbox', { name: text.name }).fill('Léa Martin')
    await page.getByRole('textbox', { name: text.email }).fill('lea@example.com')
    await page.getByRole('textbox', { name: text.password, exact: true }).fill('short')
    await page.getByRole('button', { name: text.createAccount }).click()
    await expect(page.getByText(text.tooShort)).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)

    await page.goto('/forgot-pwd')
    await page.getByRole('textbox', { name: text.email }).fill('nope@')
    await page.getByRole('button', { name: text.sendLink }).click()
    await expect(page.getByText(text.invalidEmail)).toBeVisible()
    await context.close()
  })
}

test('the account pages at 390 px and 1280 px, in English and in French, accessible', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  async function capture(page: Page, name: string, locale: Locale) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.locator('main h1').first()).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const shot = `${name}-${locale}-${String(width)}`
      // Nothing sticks out sideways: a phone never scrolls the page horizontally.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (overflow > 0) problems.push(`${shot} is ${String(overflow)} px too wide`)
      problems.push(...(await seriousViolations(page)).map((problem) => `${shot} ${problem}`))
      await keepScreenshot(page, testInfo, shot)
    }
  }

  // A customer with one order, placed through the shop.
  const account = newAccount()
  const { context, page } = await openShop(browser)
  await signUp(page, account)
  await page.goto(`/product?slug=${productSlug}`)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('button', { name: /^Cart, 1/ })).toBeVisible()
  await page.goto('/checkout')
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(account.email)
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Claire')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Dubois')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('8 rue Mercière')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('69002')
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/order\?number=CPT-/, { timeout: 20_000 })
  const number = new URL(page.url()).searchParams.get('number') ?? ''

  for (const locale of ['en', 'fr'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/settings')
    await page
      .getByRole('group', { name: /Language|Langue/ })
      .getByRole('button', { name: locale === 'en' ? 'English' : 'Français' })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('link', { name: number })).toBeVisible()
    await capture(page, 'settings', locale)
    await page.getByRole('link', { name: number }).click()
    await expect(page).toHaveURL(/\/order\?number=/)
    await expect(page.getByText(number).first()).toBeVisible()
    await capture(page, 'order', locale)
  }
  await context.close()

  for (const locale of ['en', 'fr'] as const) {
    const visitor = await openShop(browser, locale)
    for (const [name, path] of [
      ['signup', '/signup'],
      ['login', '/login?redirect=%2Fsettings'],
      ['forgot-pwd', '/forgot-pwd'],
      ['reset-pwd', '/reset-pwd?token=an-example-token-from-an-e-mail'],
      ['reset-pwd-incomplete', '/reset-pwd'],
      ['faq', '/faq'],
      ['not-found', '/no-such-page?from=account'],
    ] as const) {
      await visitor.page.goto(path)
      await visitor.page.waitForLoadState('networkidle')
      await capture(visitor.page, name, locale)
    }
    await visitor.context.close()
  }
  expect(problems).toEqual([])
})
