import { expect, test, type Page } from '@playwright/test'

import { chooseLanguage, hydrated, seriousViolations } from './support'

test('browse, search, open a product, add it to the cart and find it in the drawer', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('made to last')
  await expect(
    page.getByRole('list', { name: 'New arrivals' }).getByRole('listitem'),
  ).not.toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('stoneware bowl')
  await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter')
  await expect(page).toHaveURL(/\/products\?search=stoneware/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('stoneware bowl')
  await page
    .getByRole('link', { name: /Stoneware bowl/ })
    .first()
    .click()

  await expect(page).toHaveURL(/\/product\?slug=bol-gres/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware bowl')
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
    '@type': string
    offers: { price: string }[]
  }
  expect(jsonLd['@type']).toBe('Product')
  expect(jsonLd.offers.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toContainText('Stoneware bowl')

  // back and forward keep the catalogue state that lives in the URL
  await page.keyboard.press('Escape')
  await page.goBack()
  await expect(page).toHaveURL(/search=stoneware/)
})

test('the catalogue filters live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/products')
  await page.getByLabel('Sort by').selectOption('PRICE_ASC')
  await expect(page).toHaveURL(/sort=PRICE_ASC/)
  await page.getByLabel('In stock only').check()
  await expect(page).toHaveURL(/inStock=true/)
  await page.reload()
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_ASC')
  await expect(page.getByLabel('In stock only')).toBeChecked()
})

/** Opens the FAQ from the header once the page works in the browser, so the browser asks the API. */
async function openFaqInTheApp(page: Page) {
  await page.goto('/')
  await hydrated(page)
}

test.describe('the GraphQL error toast', () => {
  // The offline worker fetches /gql itself once it controls the page, and the browser's request
  // interception does not see what a worker fetches: the failure is forced without the worker.
  test.use({ serviceWorkers: 'block' })

  test('a failing GraphQL request shows the error toast', async ({ page }) => {
    await openFaqInTheApp(page)
    await page.route('**/gql/public', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'forced failure' }] }),
      }),
    )
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    await expect(page.getByText('An error occurred')).toBeVisible()
  })

  test('the error toast speaks French in French', async ({ page }) => {
    await chooseLanguage(page, 'fr')
    await openFaqInTheApp(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // The switch to French reloads the page's data; the failure is forced once that has settled.
    await page.waitForLoadState('networkidle')
    await page.route('**/gql/public', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errors":[{"message":"x"}]}',
      }),
    )
    await page.getByRole('banner').getByRole('link', { name: 'Aide' }).click()
    await expect(page.getByText('Une erreur est survenue')).toBeVisible()
  })
})

test('the FAQ answers and filters its questions, even words typed before its scripts ran', async ({
  page,
}) => {
  // The client waits until the words are typed: the page is then only its server render.
  let release: () => void = () => undefined
  const typed = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/faq')
  const questions = page.getByRole('button', { expanded: false })
  await expect(questions.first()).toBeVisible()
  await page.getByLabel('Search the questions').fill('zzzz no such words')
  release()
  await expect(page.getByText('No question matches')).toBeVisible()
  await page.getByLabel('Search the questions').fill('')
  await expect(questions.first()).toBeVisible()
})

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280]) {
    test(`the catalogue pages at ${String(width)} px in ${locale}, accessible`, async ({
      page,
    }, testInfo) => {
      // Five pages, each checked by axe: generous on a loaded machine.
      test.setTimeout(120_000)
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of [
        ['home', '/'],
        ['products', '/products'],
        ['product', '/product?slug=mariniere-classique'],
        ['faq', '/faq'],
        ['not-found', '/nowhere'],
      ] as const) {
        await page.goto(path)
        await expect(page.locator('main h1')).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await page.waitForLoadState('networkidle')
        expect(await seriousViolations(page), `${name} ${locale} ${String(width)}`).toEqual([])
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${locale}-${String(width)}.png`),
          fullPage: true,
        })
      }
    })
  }
}

const catalogueWords = {
  en: { list: 'All products', next: 'Next page', previous: 'Previous page' },
  fr: { list: 'Tous les produits', next: 'Page suivante', previous: 'Page précédente' },
} as const

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280]) {
    test(`the catalogue shows one page at a time after Next, 2 and Previous, at ${String(width)} px in ${locale}`, async ({
      page,
    }, testInfo) => {
      const words = catalogueWords[locale]
      await chooseLanguage(page, locale)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/products')
      await hydrated(page)
      const cards = page.getByRole('list', { name: words.list }).getByRole('listitem')
      await expect(cards).toHaveCount(20)
      const count = await page.getByRole('main').getByRole('status').first().textContent()
      const total = Number(/\d+/.exec(count ?? '')?.[0])
      expect(total).toBeGreaterThan(20)
      const second = Math.min(20, total - 20)
      const pages = page.getByRole('navigation', { name: 'Pagination' })

      await pages.getByRole('link', { name: words.next }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(cards).toHaveCount(second)
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await page.screenshot({
        path: testInfo.outputPath(`products-page-2-${locale}-${String(width)}.png`),
        fullPage: true,
      })
      await pages.getByRole('link', { name: words.previous }).click()
      await expect(page).not.toHaveURL(/page=/)
      await expect(cards).toHaveCount(20)
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(cards).toHaveCount(second)
      await page.goBack()
      await expect(cards).toHaveCount(20)
      await page.screenshot({
        path: testInfo.outputPath(`products-page-1-${locale}-${String(width)}.png`),
        fullPage: true,
      })
    })
  }
}
