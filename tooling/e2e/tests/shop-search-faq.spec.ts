import { expect, test, type Page } from '@playwright/test'

import { chooseLanguage, hydrated } from './support'

const shots = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })
}

const copy = {
  en: {
    socks: 'Striped cotton socks',
    cushion: 'Striped linen cushion cover',
    tops: ['Classic Breton top', 'Short-sleeved Breton tee'],
    filters: 'Filters',
    search: 'Search',
    show: /^Show (\d+) products?$/,
    footer: /^(?:Show|No product)/,
    count: /^(\d+) products?$/,
  },
  fr: {
    socks: 'Chaussettes rayées en coton',
    cushion: 'Housse de coussin en lin rayé',
    tops: ['Marinière classique', 'Marinière manches courtes'],
    filters: 'Filtres',
    search: 'Rechercher',
    show: /^Voir (?:les )?(\d+) produits?$/,
    footer: /^(?:Voir|Aucun produit)/,
    count: /^(\d+) produits?$/,
  },
} as const

/** The product names of the result grid, in order. */
async function resultNames(page: Page) {
  const names = await page.locator('main ul[aria-label] li h3').allTextContents()
  return names.map((name) => name.trim())
}

for (const locale of ['en', 'fr'] as const) {
  const words = copy[locale]

  test(`search ignores accents and case and finds variant names, names first (${locale})`, async ({
    page,
  }) => {
    await chooseLanguage(page, locale)
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const search of ['rayé', 'RAYE']) {
      await page.goto(`/products?search=${encodeURIComponent(search)}`)
      await expect(
        page.getByRole('link', { name: new RegExp(words.tops[0]) }).first(),
      ).toBeVisible()
      const names = await resultNames(page)
      expect(names.slice(0, 2).sort()).toEqual([words.socks, words.cushion].sort())
      expect(names).toEqual(expect.arrayContaining([...words.tops]))
      expect(names.join(' ')).not.toMatch(/soap|savon/i)
    }
    await shoot(page, `search-1280-${locale}`)
  })

  test(`the phone filter sheet counts the words being typed (${locale})`, async ({ page }) => {
    await chooseLanguage(page, locale)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('button', { name: words.filters, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: words.filters })
    const show = sheet.getByRole('button', { name: words.footer })
    const before = Number(words.show.exec((await show.textContent()) ?? '')?.[1])
    expect(before).toBeGreaterThan(10)
    await sheet.getByLabel(words.search).fill('rayé')
    const shownCount = async () => Number(words.show.exec((await show.textContent()) ?? '')?.[1])
    await expect.poll(shownCount).toBeLessThan(before)
    const promised = await shownCount()
    await shoot(page, `filters-390-${locale}`)
    await show.click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/search=ray/)
    const status = page.getByRole('status').filter({ hasText: words.count })
    await expect
      .poll(async () => Number(words.count.exec((await status.textContent()) ?? '')?.[1]))
      .toBe(promised)
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: new RegExp(words.tops[0]) })
        .first(),
    ).toBeVisible()
  })
}

const faq = {
  en: {
    delivery: /How much does delivery cost/,
    express: /Express delivery costs €12\.90/,
    returns: /Can I return an item/,
    window: /you have 14 days from delivery/,
  },
  fr: {
    delivery: /Combien coûte la livraison/,
    express: /La livraison express coûte 12,90\s€/,
    returns: /Puis-je retourner un article/,
    window: /vous disposez de 14 jours/,
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280]) {
    test(`the FAQ states what checkout charges and the return window (${locale}, ${String(width)} px)`, async ({
      page,
    }) => {
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/faq')
      await hydrated(page)
      await page.getByRole('button', { name: faq[locale].delivery }).click()
      await expect(page.getByText(faq[locale].express)).toBeVisible()
      await expect(page.getByText(/9[.,]90/)).toHaveCount(0)
      await page.getByRole('button', { name: faq[locale].returns }).click()
      await expect(page.getByText(faq[locale].window)).toBeVisible()
      await shoot(page, `faq-${String(width)}-${locale}`)
    })
  }
}
