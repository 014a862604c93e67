import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { apiMain } from './run-state'

/*
 * The order journey runs on its own product process on PostgreSQL + Redis: the admin CLI is a
 * second process, and only a shared database and pub/sub let its change reach the open page.
 */
const repoRoot = join(import.meta.dirname, '../../..')
const port = Number(process.env.E2E_COMMERCE_PORT ?? 4321)
const origin = `http://localhost:${port}`
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379'
const database = `comptoir_e2e_commerce_${String(Date.now())}`
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`)
const productEnv = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }
const productSlug = process.env.E2E_PRODUCT_SLUG ?? 'bol-gres'

let product: ChildProcess | undefined

function psql(sql: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' })
}

function adminCli(...args: string[]): string {
  return execFileSync('npx', ['-y', 'pnpm@12.21.0', '--filter', '@comptoir/api', 'cli', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...productEnv, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
}

async function addToCart(page: Page): Promise<void> {
  await page.goto(`${origin}/product?slug=${productSlug}`)
  await page.getByRole('button', { name: /add to cart|ajouter au panier/i }).click()
  await expect(page.getByRole('button', { name: /^(Cart|Panier), 1/ })).toBeVisible()
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
      MAIL_DIR: join(mkdtempSync(join(tmpdir(), 'comptoir-e2e-commerce-')), 'mail'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/readyz`)).status
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

test('a guest orders with an ambassador code and follows the order live', async ({ page }) => {
  test.setTimeout(120_000)
  await addToCart(page)

  await page.goto(`${origin}/cart`)
  const lines = page.getByRole('list', { name: 'Items in your cart' })
  await expect(lines.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill('NOPE-0000')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill('MARIE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Code MARIE applied')).toBeVisible()

  await page.getByRole('button', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\?step=contact/)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('guest-shopper@example.com')
  await page.getByRole('button', { name: 'Continue to address' }).click()

  await expect(page).toHaveURL(/step=address/)
  await page.getByRole('textbox', { name: 'First name' }).fill('Jeanne')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Martin')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue des Lilas')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('75011')
  await page.getByRole('textbox', { name: 'City' }).fill('Paris')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()

  await expect(page).toHaveURL(/step=shipping/)
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page).toHaveURL(/step=payment/)
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()

  await expect(page).toHaveURL(/step=review/)
  await expect(page.getByText('guest-shopper@example.com')).toBeVisible()
  // The page's own content; react-aria's live announcer keeps "pending" notes pointing at buttons
  // of earlier steps (reported to the design system).
  const axe = await new AxeBuilder({ page })
    .include('main')
    .exclude('[data-live-announcer]')
    .analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  )

  let placeOrderRequests = 0
  page.on('request', (request) => {
    if (request.postData()?.includes('PlaceOrder')) placeOrderRequests += 1
  })
  await page.getByRole('button', { name: 'Place the order' }).dblclick()

  await expect(page).toHaveURL(/\/order\?number=CPT-\d{4}-\d{6}&token=/, { timeout: 15_000 })
  expect(placeOrderRequests).toBe(1)
  await expect(page.getByText('Thank you! Your order is confirmed.')).toBeVisible()
  const status = page.getByRole('status').filter({ hasText: 'Status:' })
  await expect(status).toContainText('Paid')
  const number = new URL(page.url()).searchParams.get('number') ?? ''

  expect(adminCli('orders', 'advance', number)).toContain('PAID → FULFILLED')
  await expect(status).toContainText('Being prepared', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: /^(Cart|Panier)/ })).toHaveAccessibleName(
    /empty|vide/,
  )
})

test('a refused card leaves the cart as it was and says why', async ({ page }) => {
  await addToCart(page)
  await page.goto(`${origin}/checkout`)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('declined@example.com')
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Paul')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Durand')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3 quai Saint-Vincent')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('69001')
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon')
  await page.getByRole('button', { name: 'Continue to shipping' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()
  await page.getByRole('button', { name: 'Place the order' }).click()

  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/step=review/)
  await page.goto(`${origin}/cart`)
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
  ).toHaveCount(1)
})

test('the cart and checkout pages at 390 px and 1280 px, in English and in French', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  for (const locale of ['en', 'fr'] as const) {
    const context = await browser.newContext({ locale })
    await context.addInitScript((chosen) => {
      localStorage.setItem('comptoir:locale', chosen)
    }, locale)
    const page = await context.newPage()
    await addToCart(page)
    for (const path of ['/cart', '/checkout?step=contact']) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${origin}${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const name = `${path.slice(1).replace(/\W+/g, '-')}-${locale}-${String(width)}.png`
        const file = testInfo.outputPath(name)
        await page.screenshot({ path: file, fullPage: true })
        await testInfo.attach(name, { path: file, contentType: 'image/png' })
      }
    }
    await context.close()
  }
})
