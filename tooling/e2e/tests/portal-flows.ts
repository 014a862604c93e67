import { expect, type Browser, type Page } from '@playwright/test'

import { once, portalOrigin, type Locale, type StoredCookie } from './run-state'

/** The approved ambassador of the demo data (README, "Demo accounts"). */
export const demoAmbassador = {
  email: 'ambassador@comptoir.test',
  password: 'comptoir-demo-2026',
  code: 'MARIE',
}

const signInCopy = {
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
} as const

/** The portal's address of `path`. */
export function portal(path: string): string {
  return `${portalOrigin()}${path}`
}

/** Fills and sends the portal's sign-in form, already on screen. */
export async function submitPortalSignIn(
  page: Page,
  locale: Locale = 'en',
  account: { email: string; password: string } = demoAmbassador,
): Promise<void> {
  const copy = signInCopy[locale]
  await page.getByRole('textbox', { name: copy.email }).fill(account.email)
  await page.getByRole('textbox', { name: copy.password, exact: true }).fill(account.password)
  await page.getByRole('button', { name: copy.submit, exact: true }).click()
}

/** Signs the demo ambassador in through the portal's sign-in page; ends on the dashboard. */
export async function signInToPortal(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.goto(portal('/login'))
  await submitPortalSignIn(page, locale)
  await expect(page).toHaveURL(/\/dashboard/)
}

/**
 * The demo ambassador's session cookies, from one sign-in per run: add them to a context to be
 * signed in. (The portal counts sign-ins per account; the run signs in once for all its pages.)
 */
export async function portalSession(browser: Browser): Promise<StoredCookie[]> {
  return once('portal-session', async () => {
    const context = await browser.newContext()
    try {
      await signInToPortal(await context.newPage())
      return await context.cookies(portalOrigin())
    } finally {
      await context.close()
    }
  })
}

/** The room of the demo ambassador's seeded operation: its path and query (`/operation?id=…`). */
export async function seededOperationPath(browser: Browser): Promise<string> {
  const cookies = await portalSession(browser)
  return once('seeded-operation', async () => {
    const context = await browser.newContext()
    try {
      await context.addCookies(cookies)
      const page = await context.newPage()
      await page.goto(portal('/operations'))
      const room = page.locator('main a[href*="/operation?id="]').first()
      await expect(room).toBeVisible()
      const href = (await room.getAttribute('href')) ?? ''
      const url = new URL(href, portalOrigin())
      return url.pathname + url.search
    } finally {
      await context.close()
    }
  })
}
