import {
  expect,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from '@playwright/test'
import { readFileSync } from 'node:fs'

import { portal, portalSession } from './portal-flows'
import { contextIn, type Locale } from './run-state'
import { addToCart, checkoutUntilReview, newShopper, placeOrder } from './shop-flows'
import { hydrated } from './support'

/** The portal's words the journeys of issue 31 read, in both languages. */
export const copy = {
  en: {
    nav: ['Dashboard', 'Operations', 'Orders', 'Commissions', 'Payouts'],
    menu: 'Open the menu',
    format: 'Format',
    download: 'Download CSV',
    status: 'Status',
    period: 'Period',
    pending: 'Commission pending',
    last7: 'Last 7 days',
    share: 'Share the link',
    drafted: /^Once published, it runs from /,
    results: 'Results',
  },
  fr: {
    nav: ['Tableau de bord', 'Opérations', 'Commandes', 'Commissions', 'Versements'],
    menu: 'Ouvrir le menu',
    format: 'Format',
    download: 'Télécharger le CSV',
    status: 'Statut',
    period: 'Période',
    pending: 'Commission en attente',
    last7: '7 derniers jours',
    share: 'Partager le lien',
    drafted: /^Une fois publiée, elle se déroulera du /,
    results: 'Résultats',
  },
} as const

/** A guest orders in their own browser with `code` applied in the cart; returns the number. */
export async function orderWithCode(browser: Browser, code: string): Promise<string> {
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

/** A signed-in portal page in `locale` at `width`, on `path`, hydrated. */
export async function portalPage(
  browser: Browser,
  locale: Locale,
  width: number,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextIn(browser, locale, { width, height: width < 600 ? 844 : 900 })
  await context.addCookies(await portalSession(browser))
  const page = await context.newPage()
  await page.goto(portal(path))
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  return { context, page }
}

/** The text of a downloaded file. */
export async function downloadedText(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8')
}

/** The right edges of the amounts of a list, rounded to the pixel. */
export async function amountEdges(page: Page, list: string): Promise<number[]> {
  return page
    .locator(list)
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            /\d/.test(element.textContent) &&
            getComputedStyle(element).fontVariantNumeric.includes('tabular-nums'),
        )
        .map((element) => Math.round(element.getBoundingClientRect().right)),
    )
}

/** Creates a draft in the portal's form (English, desktop); returns its room's path. */
export async function createDraft(page: Page, name: string, typedCode: string): Promise<string> {
  await page.goto(portal('/operations/new'))
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Operation name' }).fill(name)
  const code = page.getByRole('textbox', { name: /^Code/ })
  await code.pressSequentially(typedCode)
  await expect(code, 'the code is in capitals as it is typed').toHaveValue(typedCode.toUpperCase())
  await page.getByRole('button', { name: 'Create the draft' }).click()
  await expect(page).toHaveURL(/\/operation\?id=/)
  const url = new URL(page.url())
  return url.pathname + url.search
}
