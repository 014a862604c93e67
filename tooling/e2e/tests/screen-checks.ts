import { expect, type Locator, type Page } from '@playwright/test'

/** The element's box on the page, which must be drawn. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} is not drawn`)
  return box
}

/** The first-visit notice the offline worker brings, once it has cached the app. */
export function offlineReadyToast(page: Page): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: /^Ready to work offline\.$/ })
    .filter({ visible: true })
}

/** Resolves once the animations and transitions moving the element (its own or its wrappers') end. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const moving = document.getAnimations().filter((motion) => {
      const target = motion.effect instanceof KeyframeEffect ? motion.effect.target : null
      const related = target !== null && (target.contains(element) || element.contains(target))
      return related && motion.effect?.getComputedTiming().endTime !== Infinity
    })
    await Promise.all(moving.map((motion) => motion.finished))
  })
}

/**
 * The header's controls (links, buttons, fields) that the element covers, by their name: what
 * a tap on the covered part of the header would miss.
 */
export async function headerControlsUnder(page: Page, element: Locator): Promise<string[]> {
  const box = await element.boundingBox()
  if (!box) throw new Error('The covering element is not on screen')
  return page.getByRole('banner').evaluate((header, cover) => {
    const controls = header.querySelectorAll<HTMLElement>('a, button, input, select, textarea')
    const covered: string[] = []
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue
      const rect = control.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const overlapX = Math.min(rect.right, cover.x + cover.width) - Math.max(rect.left, cover.x)
      const overlapY = Math.min(rect.bottom, cover.y + cover.height) - Math.max(rect.top, cover.y)
      if (overlapX > 0 && overlapY > 0) {
        const text = control.textContent.trim()
        const shown = text !== '' ? text : (control.getAttribute('placeholder') ?? control.tagName)
        covered.push(control.getAttribute('aria-label') ?? shown)
      }
    }
    return covered
  }, box)
}

/** The `src` of the largest image in the page's main content (a product's main photo). */
export async function mainImageSource(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    let largest: HTMLImageElement | undefined
    let area = 0
    for (const image of main.querySelectorAll('img')) {
      const box = image.getBoundingClientRect()
      if (box.width * box.height > area) {
        area = box.width * box.height
        largest = image
      }
    }
    return largest ? largest.currentSrc || largest.src : ''
  })
}

/** Resolves once the offline worker controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
}

const amount = /€\s?\d[\d,.]*\d|\d[\d\s.,]*\d\s?€/g

/** The amounts of money (`€0.58`, `0,58 €`) a text mentions, in order. */
export function amountsIn(text: string): string[] {
  return [...text.matchAll(amount)].map((match) => match[0].replace(/\s/g, ''))
}

/** The amounts an element shows on their own (a figure in its column, not within a sentence). */
export async function standaloneAmounts(locator: Locator): Promise<string[]> {
  const texts = await locator.evaluate((element) => {
    const found: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      if (text !== '') found.push(text)
    }
    return found
  })
  return texts
    .filter((text) => amountsIn(text).join('') === text.replace(/\s/g, ''))
    .map((text) => text.replace(/\s/g, ''))
}

/**
 * The amount a sentence gives as a commission: its only amount, else the one just before the
 * word "commission" ("New order CPT-… (€18.00): €1.50 commission pending").
 */
export function commissionIn(text: string): string {
  const amounts = amountsIn(text)
  if (amounts.length === 1) return amounts[0] ?? ''
  const before = new RegExp(`(${amount.source})\\s+commission`, 'i').exec(text)
  return before?.[1]?.replace(/\s/g, '') ?? `no single commission amount in "${text}"`
}

/** Fails unless `text` mentions exactly one amount, which it returns. */
export function onlyAmountIn(text: string, what: string): string {
  const amounts = amountsIn(text)
  expect(amounts, `${what}: "${text}"`).toHaveLength(1)
  return amounts[0] ?? ''
}
