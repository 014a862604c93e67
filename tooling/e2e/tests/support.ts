import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/** The language the shopper chose earlier in this browser, as the shop remembers it. */
export async function chooseLanguage(page: Page, locale: 'en' | 'fr') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('comptoir:locale', value)
  }, locale)
}

/** Resolves once React has hydrated the page's main heading (its fiber is attached). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1')
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
  })
}
