import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'

import { apiMain } from './run-state'

/*
 * The ambassador's journey runs on its own product process on PostgreSQL + Redis: the admin CLI
 * that approves the application is a second process, and only a shared database and pub/sub let
 * its changes and the shopper's order reach the open portal.
 */
const repoRoot = join(import.meta.dirname, '../../..')
const port = Number(process.env.E2E_AMBASSADOR_PORT ?? 4322)
const shop = `http://localhost:${String(port)}`
const portal = `http://ambassador.localhost:${String(port)}`
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379'
const database = `comptoir_e2e_ambassador_${String(Date.now())}`
const productEnv = {
  DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
  REDIS_URL: redisUrl,
}
const productSlug = process.env.E2E_PRODUCT_SLUG ?? 'bol-gres'

const suffix = Date.now().toString(36).slice(-5).toUpperCase()
const applicant = {
  name: 'Lucie Martin',
  email: `lucie-${suffix.toLowerCase()}@example.com`,
  password: 'lighthouse-orchard-27',
}
const operationCode = `LUCIE-${suffix}`
let operationUrl = ''

let product: ChildProcess | undefined

function psql(sql: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' })
}

function ambassadorCli(...args: string[]): string {
  return execFileSync(
    'npx',
    ['-y', 'pnpm@12.21.0', '--filter', '@comptoir/api', 'ambassador', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...productEnv, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  )
}

/** `2026-11-24T10:05` in the browser's (and this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

const signInLabels = {
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
}

async function signIn(page: Page, locale: 'en' | 'fr' = 'en'): Promise<void> {
  const labels = signInLabels[locale]
  await page.goto(`${portal}/login`)
  await page.getByRole('textbox', { name: labels.email }).fill(applicant.email)
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(applicant.password)
  await page.getByRole('button', { name: labels.submit }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .include('main')
    .exclude('[data-live-announcer]')
    .analyze()
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** A shopper, in their own browser context, orders on the shop with the operation's code. */
async function shopperOrdersWithCode(browser: Browser): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${shop}/product?slug=${productSlug}`)
  await page.getByRole('button', { name: /add to cart/i }).click()
  await expect(page.getByRole('button', { name: /^Cart, 1/ })).toBeVisible()
  await page.goto(`${shop}/cart`)
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill(operationCode)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Code ${operationCode} applied`)).toBeVisible()
  await page.getByRole('button', { name: 'Checkout' }).click()
  await page
    .getByRole('textbox', { name: 'E-mail address' })
    .fill(`buyer-${suffix.toLowerCase()}@example.com`)
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Jeanne')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Moreau')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('8 rue des Tanneurs')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('67000')
  await page.getByRole('textbox', { name: 'City' }).fill('Strasbourg')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/order\?number=CPT-/, { timeout: 15_000 })
  const number = new URL(page.url()).searchParams.get('number') ?? ''
  await context.close()
  return number
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  psql(`CREATE DATABASE ${database}`)
  product = spawn('node', [apiMain], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...productEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      MAIL_DIR: join(mkdtempSync(join(tmpdir(), 'comptoir-e2e-ambassador-')), 'mail'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${shop}/readyz`)).status
        } catch {
          return 0
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  product?.kill()
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
})

test('apply, get approved, run an operation and see a shopper’s order arrive live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.goto(`${portal}/apply`)
  await page
    .getByRole('textbox', { name: 'Your name, as shoppers will see it' })
    .fill(applicant.name)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(applicant.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(applicant.password)
  await page
    .getByRole('textbox', { name: 'Why do you want to share Comptoir?' })
    .fill('I host dinners every month and my friends always ask where my linen comes from.')
  await page.getByRole('checkbox', { name: /I accept the programme’s terms/ }).check()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Send my application' }).click()
  const card = page.getByRole('status').filter({ hasText: 'your application is in' })
  await expect(card).toContainText('Under review')
  await expect(card).toContainText('LUCIE')

  // Before the decision, signing in says the application is being reviewed.
  await page.goto(`${portal}/login`)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(applicant.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(applicant.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()

  expect(ambassadorCli('approve', applicant.email)).toContain(applicant.email)

  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(page.getByText(/^Hello Lucie: your code LUCIE/)).toBeVisible()

  await page.getByRole('link', { name: 'Operations' }).first().click()
  await page.getByRole('link', { name: 'New operation' }).click()
  await expect(page).toHaveURL(/\/operations\/new/)
  await page.getByRole('textbox', { name: 'Operation name' }).fill('Winter table')
  await page.getByRole('textbox', { name: 'Code' }).fill(operationCode)
  await page.getByRole('textbox', { name: 'Discount for your customers (%)' }).fill('10')
  await page.locator('input[name="startsAt"]').fill(localInput(new Date(Date.now() - 3_600_000)))
  await page.locator('input[name="endsAt"]').fill(localInput(new Date(Date.now() + 3 * 86_400_000)))
  await page.getByRole('textbox', { name: 'Sales goal (€, VAT included)' }).fill('300')
  await page.getByRole('button', { name: 'Create the draft' }).click()
  await expect(page).toHaveURL(/\/operation\?id=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter table', {
    timeout: 15_000,
  })
  operationUrl = page.url()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code of the link/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The open room hears of the order: a toast, and the order in its list. The toast lives 5 s, so
  // it is watched for while the shopper orders, not after (closing the shopper's browser is slow).
  const [number] = await Promise.all([
    shopperOrdersWithCode(browser),
    page
      .getByText(/^New order CPT-/)
      .first()
      .waitFor({ state: 'visible', timeout: 90_000 }),
  ])
  await expect(page.getByRole('list').filter({ hasText: number })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/\b1 order ·/)).toBeVisible()

  await page.goto(`${portal}/commissions`)
  const line = page.getByRole('listitem').filter({ hasText: number })
  await expect(line).toContainText('Pending')
  await expect(line).toContainText('Waiting for delivery, then the 14-day return window.')

  await page.goto(`${portal}/payouts`)
  await expect(page.getByRole('button', { name: 'Request my payout' })).toBeDisabled()
  await expect(page.getByText(/more to reach the €50\.00 minimum/)).toBeVisible()
})

test('every portal page at 390 px and 1280 px, in English and in French', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const publicPaths = ['/', '/apply', '/login', '/forgot-pwd']
  const connectedPaths = [
    '/dashboard',
    '/operations',
    '/operations/new',
    new URL(operationUrl).pathname + new URL(operationUrl).search,
    '/orders',
    '/commissions',
    '/payouts',
    '/settings',
  ]
  for (const locale of ['en', 'fr'] as const) {
    const context = await browser.newContext({ locale })
    await context.addInitScript((chosen) => {
      localStorage.setItem('comptoir:locale', chosen)
    }, locale)
    const page = await context.newPage()
    const shoot = async (path: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${portal}${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The chart and the QR code arrive in chunks of their own: let them draw.
        await page.waitForLoadState('networkidle')
        const name = `portal-${path.slice(1).replace(/\W+/g, '-') || 'home'}-${locale}-${String(width)}.png`
        const file = testInfo.outputPath(name.slice(0, 80))
        await page.screenshot({ path: file, fullPage: true })
        await testInfo.attach(name, { path: file, contentType: 'image/png' })
      }
    }
    for (const path of publicPaths) await shoot(path)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, locale)
    for (const path of connectedPaths) await shoot(path)
    if (locale === 'en') {
      for (const path of ['/dashboard', '/commissions', '/settings']) {
        await page.goto(`${portal}${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousViolations(page), path).toEqual([])
      }
    }
    await context.close()
  }
})

test('a revoked session sends the ambassador back to sign in, with a message', async ({ page }) => {
  await signIn(page)
  const cookie = (await page.context().cookies(portal)).find(
    (candidate) => candidate.name === 'apollo:ambassador.token',
  )
  expect(cookie).toBeDefined()
  const revoked = await fetch(`${portal.replace('ambassador.', '')}/gql/ambassador`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${decodeURIComponent(cookie?.value ?? '')}`,
    },
    body: JSON.stringify({ query: 'mutation { logout { ok } }' }),
  })
  expect(await revoked.json()).toEqual({ data: { logout: { ok: true } } })
  await expect(page).toHaveURL(/\/login\?.*reason=session-ended/, { timeout: 20_000 })
  await expect(page.getByText('Your session has ended. Sign in again.')).toBeVisible()
})

test('an unknown portal path gives the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto(`${portal}/no-such-room?id=7`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
