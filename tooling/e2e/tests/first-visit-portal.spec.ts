import { expect, test, type Browser, type Page } from '@playwright/test'

import { demoAmbassador, portal, portalSession, submitPortalSignIn } from './portal-flows'
import { contextIn, type Locale } from './run-state'
import {
  commissionIn,
  headerControlsUnder,
  offlineReadyToast,
  onlyAmountIn,
  settled,
  standaloneAmounts,
  workerInControl,
} from './screen-checks'
import {
  addToCart,
  checkoutUntilReview,
  newShopper,
  onPhoneNetwork,
  placeOrder,
} from './shop-flows'
import { hydrated } from './support'

/*
 * Issue 18, the portal as an ambassador meets it: the live toast's amount, signing out after a
 * language switch, the first-visit toast over the header, unknown paths once the offline worker
 * is installed.
 */

/** A guest orders in their own browser with the ambassador's code; returns the order's total. */
async function shopperOrdersWithCode(browser: Browser, code: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await addToCart(page)
  await page.goto('/cart')
  await page.getByRole('textbox', { name: 'Ambassador or operation code' }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible()
  await checkoutUntilReview(page, newShopper('Jeanne Moreau').email)
  const order = await placeOrder(page)
  const totalRow = page
    .locator('main')
    .getByText(/^Total/)
    .first()
    .locator('..')
  const total = onlyAmountIn(await totalRow.innerText(), 'the order total')
  await context.close()
  return { ...order, total }
}

test('item 2: the live toast, the bell and the ledger show one commission amount', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await contextIn(browser, 'en', { width: 1280, height: 900 })
  await context.addCookies(await portalSession(browser))
  const page = await context.newPage()
  // The order is placed once the portal listens to the ambassador's events.
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe"')) resolve()
      })
    })
  })
  await page.goto(portal('/commissions'))
  await hydrated(page)
  await listening

  const toast = page.getByRole('status').filter({ hasText: /^New order CPT-/ })
  const [order, toastText] = await Promise.all([
    shopperOrdersWithCode(browser, demoAmbassador.code),
    toast
      .first()
      .waitFor({ state: 'visible', timeout: 90_000 })
      .then(() => toast.first().innerText()),
  ])
  expect(toastText).toContain(order.number)
  const toastAmount = commissionIn(toastText)

  const line = page.getByRole('listitem').filter({ hasText: order.number })
  await expect(line).toBeVisible()
  const ledgerAmounts = await standaloneAmounts(line)
  expect(ledgerAmounts, 'the amount of the ledger line').toHaveLength(1)
  const ledgerAmount = ledgerAmounts[0]

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click()
  const notes = page.getByRole('dialog').getByRole('listitem').filter({ hasText: order.number })
  await expect(notes.first()).toBeVisible()
  const bellAmounts = (await notes.allInnerTexts()).map(commissionIn)

  expect({ toast: toastAmount, bell: [...new Set(bellAmounts)] }).toEqual({
    toast: ledgerAmount,
    bell: [ledgerAmount],
  })
  expect(toastAmount, `the order's total is ${order.total}`).not.toBe(order.total)
  await context.close()
})

const signOutCopy = {
  en: { language: 'English', account: 'Account', signOut: 'Sign out' },
  fr: { language: 'Français', account: 'Compte', signOut: 'Se déconnecter' },
} as const

/** Switches the portal's language with the header's switcher, then signs out at once. */
async function switchLanguageThenSignOut(page: Page, to: Locale) {
  const copy = signOutCopy[to]
  await page.getByRole('banner').getByRole('button', { name: copy.language, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', to)
  await page.getByRole('banner').getByRole('button', { name: copy.account, exact: true }).click()
  await page.getByRole('menuitem', { name: copy.signOut }).click()
}

test('item 5: signing out after a language switch lands on a clean sign-in page', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await contextIn(browser, 'en', { width: 1280, height: 900 })
  const page = await context.newPage()
  await onPhoneNetwork(page)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  // A request refused for the revoked session: the page still used the token after signing out.
  page.on('response', (response) => {
    if (response.status() !== 401) return
    const operation = /"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1]
    problems.push(`401 for ${response.url()}${operation ? ` (${operation})` : ''}`)
  })
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  const cleanSignIn = portal('/login')

  for (const [signInIn, switchTo] of [
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const) {
    await page.goto(cleanSignIn)
    await submitPortalSignIn(page, signInIn)
    await expect(page).toHaveURL(/\/dashboard$/)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    visited.length = 0
    await switchLanguageThenSignOut(page, switchTo)
    await expect(page).toHaveURL(cleanSignIn)
    await page.waitForLoadState('networkidle')
    expect(
      visited.filter((url) => url !== cleanSignIn),
      'addresses shown while signing out',
    ).toEqual([])
    await expect(page.getByText(/session has ended|session a pris fin/i)).toHaveCount(0)
  }
  expect(problems, 'errors and refused requests while signing out').toEqual([])
  await context.close()
})

for (const width of [390, 1280]) {
  test(`item 8: the first-visit toast leaves the portal header's controls free, at ${String(width)} px`, async ({
    browser,
  }) => {
    const context = await contextIn(browser, 'en', { width, height: width < 500 ? 844 : 900 })
    await context.addCookies(await portalSession(browser))
    const page = await context.newPage()
    await page.goto(portal('/dashboard'))
    const toast = offlineReadyToast(page)
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await settled(toast)
    expect(await headerControlsUnder(page, toast), 'header controls under the toast').toEqual([])
    await context.close()
  })
}

test('item 14: with the offline worker installed, an unknown portal path still answers 404', async ({
  page,
}) => {
  await page.goto(portal('/'))
  await hydrated(page)
  await workerInControl(page)
  const response = await page.goto(portal('/no-such-room?after=worker'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
