import { join } from 'node:path'

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { englishCatalogueStrings, englishOnPage } from './catalogue-strings'
import { horizontalOverflow, PageWatch } from './page-health'
import { portal, portalSession } from './portal-flows'
import { contextIn, portalOrigin, type Locale } from './run-state'
import { hydrated } from './support'
import { portalRoutes, shopRoutes, type SweptApp, type SweptPage } from './sweep-routes'

/*
 * Issue 18, "A sweep that keeps it so": every route of both apps, as a visitor and signed in,
 * on a phone and a desktop, in English and in French. A page fails on sideways scrolling, a
 * console error, a failed request (other than the not-found page's own 404) or, in French, an
 * English string of the catalogues. Full-page screenshots go to test-results/sweep/ to be
 * looked at; 320 px and 768 px are checked for sideways scrolling only.
 */
const locales = ['en', 'fr'] as const
const heights: Record<number, number> = { 320: 568, 390: 844, 768: 1024, 1280: 900 }
const frenchCatch = englishCatalogueStrings()

/** Both apps' routes, prepared once for the run (an account, an order, the ambassador). */
async function everyApp(browser: Browser): Promise<SweptApp[]> {
  return [await shopRoutes(browser), await portalRoutes(browser, portalOrigin())]
}

/** Waits until the page has drawn its heading, hydrated and finished loading. */
async function settle(page: Page): Promise<string | undefined> {
  try {
    await expect(page.locator('h1').first()).toBeVisible()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    return undefined
  } catch {
    return 'no visible, hydrated <h1> with the network idle'
  }
}

interface SweepOptions {
  locale: Locale
  width: number
  /** A narrower or wider screen where each page is only checked for sideways scrolling. */
  alsoWidth: number
  outputDir: string
}

/** The page's sideways scrolling at the viewport's width, as a problem. */
async function overflowProblem(page: Page, label: string): Promise<string[]> {
  const overflow = await horizontalOverflow(page)
  return overflow
    ? [`${label}: scrolls sideways by ${String(overflow.excess)} px; widest: ${overflow.widest}`]
    : []
}

/** Lets the page lay itself out again after a change of the viewport (two frames drawn). */
async function relayout(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve()
          })
        })
      }),
  )
}

/** Loads the lazy images too, so that the full-page screenshot shows them. */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      image.setAttribute('loading', 'eager')
    }
  })
  try {
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
      timeout: 5_000,
    })
  } catch {
    // A picture still on its way is only missing from the screenshot.
  }
}

/** Visits one app's pages in `context`, signing in between; returns what went wrong. */
async function sweepApp(
  context: BrowserContext,
  app: SweptApp,
  options: SweepOptions,
): Promise<string[]> {
  const problems: string[] = []
  const watch = new PageWatch(context)
  const page = await context.newPage()
  await app.prepareVisitor?.(page)
  const viewport = { width: options.width, height: heights[options.width] ?? 900 }
  const other = { width: options.alsoWidth, height: heights[options.alsoWidth] ?? 900 }

  const visit = async (swept: SweptPage) => {
    const label = `${app.app} ${swept.path} ${options.locale}`
    const here = `${label} ${String(options.width)}px`
    const url = `${app.origin}${swept.path}`
    watch.begin(swept.notFound ? [{ status: 404, url }] : [])
    await page.goto(url)
    const unsettled = await settle(page)
    if (unsettled) problems.push(`${here}: ${unsettled}`)
    problems.push(...(await overflowProblem(page, here)))
    const title = await page.title()
    if (!/^\S.* · Comptoir( Ambassadors| Ambassadeurs)?$/.test(title)) {
      problems.push(`${here}: the title "${title}" does not name the page and the site`)
    }
    if (options.locale === 'fr') {
      for (const english of await englishOnPage(page, frenchCatch)) {
        problems.push(`${here}: English on a French page: ${english}`)
      }
    }
    await loadEveryImage(page)
    const file = `${app.app}-${swept.name}-${options.locale}-${String(options.width)}.png`
    await page.screenshot({ path: join(options.outputDir, 'sweep', file), fullPage: true })
    for (const problem of watch.end()) problems.push(`${here}: ${problem}`)
    await page.setViewportSize(other)
    await relayout(page)
    problems.push(...(await overflowProblem(page, `${label} ${String(other.width)}px`)))
    await page.setViewportSize(viewport)
  }

  for (const swept of app.visitorPages) await visit(swept)
  await context.addCookies(app.session)
  for (const swept of app.signedInPages) await visit(swept)
  await page.close()
  return problems
}

async function sweep(browser: Browser, options: SweepOptions): Promise<string[]> {
  const apps = await everyApp(browser)
  const viewport = { width: options.width, height: heights[options.width] ?? 900 }
  const context = await contextIn(browser, options.locale, viewport)
  const problems: string[] = []
  try {
    for (const app of apps) problems.push(...(await sweepApp(context, app, options)))
  } finally {
    await context.close()
  }
  return problems
}

/** Each screen shot, and the one beside it checked for sideways scrolling only. */
const screens = [
  { width: 390, alsoWidth: 320 },
  { width: 1280, alsoWidth: 768 },
]

for (const locale of locales) {
  for (const { width, alsoWidth } of screens) {
    test(`every page at ${String(width)} px (and ${String(alsoWidth)} px) in ${locale}: no sideways scroll, no error, no English in French`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(240_000)
      const outputDir = testInfo.project.outputDir
      const problems = await sweep(browser, { locale, width, alsoWidth, outputDir })
      expect(problems).toEqual([])
    })
  }
}

/** The portal's destinations in its connected area, as a phone's menu must offer them. */
const destinations = {
  en: [
    /^Dashboard$/,
    /^Operations$/,
    /^Orders$/,
    /^Commissions$/,
    /^Payouts$/,
    /^(Profile and )?settings$/i,
    /^Sign out$/,
  ],
  fr: [
    /^Tableau de bord$/,
    /^Opérations$/,
    /^Commandes$/,
    /^Commissions$/,
    /^Versements$/,
    /^(Profil et )?(réglages|paramètres)$/i,
    /^Se déconnecter$/,
  ],
} as const
const openMenu = { en: 'Open the menu', fr: 'Ouvrir le menu' } as const

for (const locale of locales) {
  test(`on a phone, the portal's menu reaches every destination, in ${locale}`, async ({
    browser,
  }) => {
    const context = await contextIn(browser, locale, { width: 390, height: 844 })
    await context.addCookies(await portalSession(browser))
    const page = await context.newPage()
    await page.goto(portal('/dashboard'))
    await hydrated(page)
    await page.getByRole('banner').getByRole('button', { name: openMenu[locale] }).click()
    const unreachable: string[] = []
    for (const name of destinations[locale]) {
      const target = page
        .getByRole('link', { name })
        .or(page.getByRole('button', { name }))
        .or(page.getByRole('menuitem', { name }))
        .filter({ visible: true })
        .first()
      try {
        await expect(target).toBeInViewport({ ratio: 1, timeout: 3_000 })
      } catch {
        unreachable.push(String(name))
      }
    }
    expect(unreachable, 'destinations not fully on screen with the menu open').toEqual([])
    await context.close()
  })
}
