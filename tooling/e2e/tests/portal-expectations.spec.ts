import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { demoAmbassador, portal, seededOperationPath } from './portal-flows'
import {
  amountEdges,
  copy,
  createDraft,
  downloadedText,
  orderWithCode,
  portalPage,
} from './portal-expectations-flows'
import { hydrated } from './support'

/*
 * Issue 31, the portal: the header on a desktop (item 8), amounts in columns and the IBAN
 * (item 9), drafts and ended operations (item 10), CSV files for French spreadsheets (item 11),
 * and what ambassadors expect: the QR code to download or print and the share buttons, the bell
 * opening its order, the orders' filters, the operation form's Cancel and capitals.
 */

const shots = join(
  process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '../test-results'),
  'portal-expectations',
)
const locales = ['en', 'fr'] as const
const numbers: string[] = []

// Each journey opens two or three signed-in portal pages, each fully loaded: 30 s is too short.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  mkdirSync(shots, { recursive: true })
  numbers.push(await orderWithCode(browser, demoAmbassador.code))
  numbers.push(await orderWithCode(browser, demoAmbassador.code))
})

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
}

test('item 7: the commission rate is written as each language writes it', async ({ browser }) => {
  const greeting = {
    en: /your code MARIE earns \d+(\.\d+)?% commission\.$/,
    fr: /votre code MARIE vous rapporte \d+(,\d+)?[\u00a0\u202f]% de commission\.$/,
  }
  for (const locale of locales) {
    const { context, page } = await portalPage(browser, locale, 1280, '/dashboard')
    await expect(page.getByText(greeting[locale])).toBeVisible()
    await context.close()
  }
})

for (const locale of locales) {
  test(`item 8: a desktop shows the five links, a phone the menu button, in ${locale}`, async ({
    browser,
  }) => {
    for (const width of [1024, 1280, 390]) {
      const { context, page } = await portalPage(browser, locale, width, '/dashboard')
      const banner = page.getByRole('banner')
      const menu = banner.getByRole('button', { name: copy[locale].menu })
      for (const name of copy[locale].nav) {
        const link = banner.getByRole('link', { name, exact: true })
        if (width > 1000) await expect(link, `${name} at ${String(width)} px`).toBeVisible()
        else await expect(link).toBeHidden()
      }
      if (width > 1000) await expect(menu).toBeHidden()
      else await expect(menu).toBeVisible()
      await screenshot(page, `item-8-header-${locale}-${String(width)}`)
      await context.close()
    }
  })

  test(`item 9: amounts line up in a column, the IBAN fits its field, in ${locale}`, async ({
    browser,
  }) => {
    for (const width of [1280, 390]) {
      const { context, page } = await portalPage(browser, locale, width, '/orders')
      await expect(page.getByRole('link', { name: numbers[0] ?? '' })).toBeVisible()
      const edges = await amountEdges(page, 'main ul li > span:nth-child(2)')
      expect(edges.length).toBeGreaterThanOrEqual(2)
      expect(new Set(edges).size, `right edges ${edges.join(', ')}`).toBe(1)
      await screenshot(page, `item-9-orders-${locale}-${String(width)}`)
      await page.goto(portal('/commissions'))
      await hydrated(page)
      await expect(page.getByText(numbers[0] ?? '').first()).toBeVisible()
      const ledger = await amountEdges(page, 'main ul li > span:nth-child(2)')
      expect(new Set(ledger).size, `right edges ${ledger.join(', ')}`).toBe(1)
      await screenshot(page, `item-9-commissions-${locale}-${String(width)}`)
      await page.goto(portal('/settings'))
      await hydrated(page)
      const iban = page.getByRole('textbox', { name: /^IBAN/ })
      await iban.fill('FR76 3000 6000 0112 3456 7890 189')
      const cut = await iban.evaluate(
        (input) =>
          (input as HTMLInputElement).scrollWidth > (input as HTMLInputElement).clientWidth,
      )
      // A desktop shows the whole IBAN; a phone's field scrolls it.
      if (width > 1000) expect(cut, 'the whole IBAN shows in its field').toBe(false)
      await screenshot(page, `item-9-settings-${locale}-${String(width)}`)
      await context.close()
    }
  })
}

test('item 10 and the form: a draft and an ended operation offer no link; LIVE is listed first', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const id = Date.now().toString(36).slice(-4).toUpperCase()
  const { context, page } = await portalPage(browser, 'en', 1280, '/operations/new')
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/operations')
  const draft = await createDraft(page, `Draft ${id}`, `draft-${id.toLowerCase()}`)
  const ended = await createDraft(page, `Ended ${id}`, `ended-${id.toLowerCase()}`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Close now' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close the operation' }).click()
  await expect(page.getByText('Ended', { exact: true })).toBeVisible()
  await context.close()

  for (const locale of locales) {
    for (const width of [390, 1280]) {
      const view = await portalPage(browser, locale, width, draft)
      const main = view.page.locator('main')
      await expect(main.getByText(copy[locale].drafted)).toBeVisible()
      await expect(main.getByRole('img', { name: /QR/ })).toHaveCount(0)
      await expect(main.getByText(/\?ref=/)).toHaveCount(0)
      await expect(main.getByText(/25\s%/)).toHaveCount(0)
      await screenshot(view.page, `item-10-draft-${locale}-${String(width)}`)
      await view.page.goto(portal(ended))
      await hydrated(view.page)
      await expect(main.getByRole('heading', { name: copy[locale].results })).toBeVisible()
      await expect(main.getByRole('img', { name: /QR/ })).toHaveCount(0)
      await expect(main.getByText(/\?ref=/)).toHaveCount(0)
      await screenshot(view.page, `item-10-ended-${locale}-${String(width)}`)
      await view.page.goto(portal('/operations'))
      await hydrated(view.page)
      const cards = main.locator('li').filter({ has: view.page.locator('h2') })
      const first = await cards.first().innerText()
      expect(first, 'the live operation comes first').toContain('MARIE-PRINTEMPS')
      expect(await cards.last().innerText(), 'the ended one comes last').toContain(`ENDED-${id}`)
      await screenshot(view.page, `item-10-operations-${locale}-${String(width)}`)
      await view.context.close()
    }
  }
})

for (const locale of locales) {
  test(`item 11 and the orders: French CSV by default in French, filters, the bell’s order, in ${locale}`, async ({
    browser,
  }) => {
    const { context, page } = await portalPage(browser, locale, 1280, '/orders')
    const format = page.getByRole('combobox', { name: copy[locale].format }).first()
    await expect(format).toHaveValue(locale === 'fr' ? 'FRENCH' : 'INTERNATIONAL')
    const exportForm = page.locator('form').filter({ has: format })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: copy[locale].download }).click(),
    ])
    const lines = (await downloadedText(download)).split('\r\n')
    const line = lines.find((row) => row.includes(numbers[0] ?? '')) ?? ''
    if (locale === 'fr') {
      expect(line).toContain(';Payée;Code au paiement;')
      expect(line).toMatch(/;\d+,\d{2};/)
    } else {
      expect(line).toContain(',Paid,Code at checkout,')
      expect(line).toMatch(/,\d+\.\d{2},/)
    }

    await page.getByRole('combobox', { name: copy[locale].status }).selectOption('PENDING')
    await expect(page).toHaveURL(/status=PENDING/)
    await page.getByRole('combobox', { name: copy[locale].period }).selectOption('7d')
    await expect(page).toHaveURL(/period=7d/)
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('combobox', { name: copy[locale].status })).toHaveValue('PENDING')
    await expect(page.getByRole('link', { name: numbers[1] ?? '' })).toBeVisible()
    await screenshot(page, `orders-filters-${locale}-1280`)

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Notifications|Notifications,)/ })
      .click()
    await page
      .getByRole('dialog')
      .getByRole('link')
      .filter({ hasText: numbers[1] ?? '' })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`number=${numbers[1] ?? ''}`))
    await expect(page.getByRole('region', { name: new RegExp(numbers[1] ?? '') })).toBeVisible()
    await screenshot(page, `order-detail-${locale}-1280`)
    await context.close()
  })

  test(`the live room: QR code to download or print, share buttons, the phone’s sheet, in ${locale}`, async ({
    browser,
  }) => {
    const room = await seededOperationPath(browser)
    for (const width of [390, 1280]) {
      const { context, page } = await portalPage(browser, locale, 390, '/dashboard')
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await context.addInitScript(() => {
        const shared: unknown[] = []
        const printed: string[] = []
        Object.assign(window, { shared, printed })
        Object.defineProperty(navigator, 'share', {
          value: (data: unknown) => {
            ;(window.top as unknown as { shared: unknown[] }).shared.push(data)
            return Promise.resolve()
          },
        })
        window.print = () => {
          ;(window.top as unknown as { printed: string[] }).printed.push(document.body.innerText)
        }
      })
      await page.goto(portal(room))
      await hydrated(page)
      const share = page.getByRole('group', { name: copy[locale].share })
      await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=.*MARIE-PRINTEMPS/,
      )
      await expect(share.getByRole('link', { name: /^E-mail$/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      )
      await share.getByRole('button').click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length))
        .toBe(1)
      const qr = page.getByRole('group', { name: 'QR code' })
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        qr.getByRole('button').nth(0).click(),
      ])
      expect(png.suggestedFilename()).toBe('comptoir-marie-printemps-qr.png')
      const [svg] = await Promise.all([
        page.waitForEvent('download'),
        qr.getByRole('button').nth(1).click(),
      ])
      expect(svg.suggestedFilename()).toBe('comptoir-marie-printemps-qr.svg')
      expect(await downloadedText(svg)).toMatch(/^<svg/)
      await qr.getByRole('button').nth(2).click()
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { printed: string[] }).printed.join('')),
        )
        .toContain('MARIE-PRINTEMPS')
      await screenshot(page, `room-share-${locale}-${String(width)}`)
      await context.close()
    }
  })
}
