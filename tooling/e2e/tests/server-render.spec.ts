import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './support'

/** A product of the seeded catalogue. */
const product = { slug: 'mariniere-classique', name: 'Classic Breton top', price: '€59.00' }
const productPath = `/product?slug=${product.slug}`

interface ProductJsonLd {
  '@type': string
  name: string
  sku: string
  image: string[]
  offers: { price: string; priceCurrency: string; availability: string }[]
}

async function productJsonLd(page: Page): Promise<ProductJsonLd> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? 'null') as ProductJsonLd
}

test.describe('server-rendered shop pages', () => {
  test('without JavaScript, a product page shows its name, price and Product JSON-LD', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(productPath)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(page.getByText(product.price).first()).toBeVisible()
    await expect(page).toHaveTitle(`${product.name} · Comptoir`)
    const data = await productJsonLd(page)
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe(product.name)
    expect(data.sku).not.toBe('')
    expect(data.image.length).toBeGreaterThan(0)
    expect(data.offers[0]).toMatchObject({ price: '59.00', priceCurrency: 'EUR' })
    await context.close()
  })

  test('without JavaScript, the catalogue lists the products', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/products')
    await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible()
    await context.close()
  })

  test('the head names the canonical address, the languages and the Open Graph card', async ({
    request,
  }) => {
    const html = await (await request.get(`${productPath}&lang=fr&ref=ANA`)).text()
    expect(html).toContain('<html lang="fr">')
    const origin = new URL(test.info().project.use.baseURL ?? '').origin
    // The addresses in the normal form the server keeps anonymous pages under (query sorted).
    const canonical = `${origin}/product?slug=${product.slug}`
    const inLanguage = (lang: string) => `${origin}/product?lang=${lang}&amp;slug=${product.slug}`
    expect(html).toContain(`<link rel="canonical" href="${inLanguage('fr')}"`)
    expect(html).toContain(`hrefLang="en" href="${inLanguage('en')}"`)
    expect(html).toContain(`hrefLang="x-default" href="${canonical}"`)
    expect(html).toContain('<meta property="og:locale" content="fr_FR"')
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.svg"/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  })

  test('hydration logs no error and asks nothing of the API in the 100 ms after load', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(productPath)
    await hydrated(page)
    // Wait (in page time, with the test's deadline) until the window after load is over.
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() > navigation.loadEventEnd + 150
      )
    })
    const early = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const windowEnd = (navigation?.loadEventEnd ?? 0) + 100
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/gql/public') && entry.startTime <= windowEnd)
        .map((entry) => entry.name)
    })
    expect(early).toEqual([])
    expect(errors).toEqual([])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  })

  test('the page loads its images first, then its scripts, listed in the page and fetched together', async ({
    page,
  }) => {
    await page.goto('/products')
    await hydrated(page)
    const timing = await page.evaluate(() => {
      const eager = [...document.querySelectorAll('img:not([loading="lazy"])')].map(
        (image) => (image as HTMLImageElement).currentSrc,
      )
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const lists = [...document.querySelectorAll('script[data-page-modules]')]
      const listed = lists.flatMap((list) => JSON.parse(list.textContent || '[]') as string[])
      return {
        eager: eager.length,
        imagesEnd: Math.max(
          ...resources
            .filter((entry) => eager.includes(entry.name))
            .map((entry) => entry.responseEnd),
        ),
        listed: listed.length,
        scriptsStart: resources
          .filter((entry) => listed.some((file) => entry.name.endsWith(file)))
          .map((entry) => entry.startTime),
      }
    })
    expect(timing.eager).toBeGreaterThan(0)
    expect(timing.listed).toBeGreaterThan(2)
    expect(timing.scriptsStart).toHaveLength(timing.listed)
    expect(Math.min(...timing.scriptsStart)).toBeGreaterThanOrEqual(timing.imagesEnd)
  })

  test('after hydration the page works: navigation, the cart drawer, the language switch', async ({
    page,
  }) => {
    await page.goto(productPath)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click()
    await expect(page.getByRole('dialog')).toContainText(product.name)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products')
    await page.getByRole('button', { name: 'FR' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits')
    await expect(page).toHaveTitle('Tous les produits · Comptoir')
  })

  test('an odd token cookie never leaves a signed-in header in the page kept for everyone', async ({
    page,
    playwright,
  }) => {
    const cookies = [
      'apollo:public.token= x',
      'apollo:public.token=\t"x"',
      'apollo:public.token=""',
      'apollo:public.token=',
      'apollo:public.token=; apollo:public.token=x',
      'apollo:public.token=x; apollo:public.token=',
      'comptoir.locale=fr; apollo:public.token= x',
    ]
    const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
    const stranger = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    })
    for (const path of ['/products', '/', '/faq']) {
      for (const cookie of cookies) {
        const visitor = await playwright.request.newContext({
          baseURL: test.info().project.use.baseURL,
        })
        await visitor.get(path, { headers: { cookie } })
        await visitor.dispose()
        for (const language of ['en', 'fr']) {
          const later = await stranger.get(path, { headers: { 'accept-language': language } })
          const shown = header(await later.text())
          expect(shown, `${path} after ${cookie}`).toMatch(/>(Sign in|Se connecter)</)
          expect(shown, `${path} after ${cookie}`).not.toMatch(/>(Account|Compte)</)
        }
      }
    }
    await stranger.dispose()
    await page.goto('/products')
    await hydrated(page)
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0)
  })
})
