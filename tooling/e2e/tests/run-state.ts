import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { test, type Browser, type BrowserContext } from '@playwright/test'

/**
 * The built API the run tests: `E2E_API_MAIN` (read from this folder, as playwright.config.ts
 * reads it), else the workspace's own build.
 */
export const apiMain = resolve(
  import.meta.dirname,
  '..',
  process.env.E2E_API_MAIN ?? '../../apps/api/dist/main.js',
)

/** Languages of both apps. */
export type Locale = 'en' | 'fr'

/** The shop's origin of this run (the config's `baseURL`). */
export function shopOrigin(): string {
  return new URL(test.info().project.use.baseURL ?? 'http://localhost:4310').origin
}

/** The portal's origin of this run: the shop's port on the `ambassador.` host. */
export function portalOrigin(): string {
  const shop = new URL(shopOrigin())
  return `${shop.protocol}//ambassador.${shop.host}`
}

/** The folder the product of this run writes to (its database, its e-mails). */
export function runFolder(): string {
  const folder = process.env.E2E_DATA_DIR
  if (!folder) throw new Error('The browser tests run through playwright.config.ts')
  return folder
}

/**
 * What a run prepares once (an account with an order, a signed-in ambassador), kept in the run's
 * folder: a test restarted after another one failed finds it instead of signing in again.
 */
export async function once<T>(name: string, create: () => Promise<T>): Promise<T> {
  const folder = join(runFolder(), 'prepared')
  const file = join(folder, `${name}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T
  const value = await create()
  mkdirSync(folder, { recursive: true })
  writeFileSync(file, JSON.stringify(value))
  return value
}

/** A cookie of a context's storage state. */
export type StoredCookie = Awaited<ReturnType<BrowserContext['cookies']>>[number]

/**
 * A browser context whose visitor reads `locale`: the browser's language, the language cookie
 * the servers render with and the choice the apps remember, on both hosts.
 */
export async function contextIn(
  browser: Browser,
  locale: Locale,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, viewport })
  await context.addCookies(
    [shopOrigin(), portalOrigin()].map((url) => ({ name: 'comptoir.locale', value: locale, url })),
  )
  await context.addInitScript((chosen) => {
    if (localStorage.getItem('comptoir:locale') === null) {
      localStorage.setItem('comptoir:locale', chosen)
    }
  }, locale)
  return context
}
