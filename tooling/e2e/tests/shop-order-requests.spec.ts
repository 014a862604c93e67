import { expect, test, type Browser, type Page } from '@playwright/test'

import { mailOf } from './mail-files'
import { addToCart, checkoutUntilReview, placeOrder } from './shop-flows'
import { demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage } from './support'

/*
 * Issue 31: a shopper asks, from the order page, to cancel an order before it ships or to return
 * it once delivered; the shop reads the request and its reason in the back office.
 */

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

test.describe.configure({ timeout: 240_000 })

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${test.info().outputPath(name)}.png`, fullPage: true })
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
  }
}

/** A guest's paid order, placed in English; the page is left on its confirmation. */
async function guestOrder(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await chooseLanguage(page, 'en')
  const email = `requests-${Date.now().toString(36)}@example.com`
  await addToCart(page)
  await checkoutUntilReview(page, email)
  const placed = await placeOrder(page)
  return { context, page, email, ...placed }
}

/** The owner in the back office, on the order's page. */
async function staffOnOrder(browser: Browser, number: string) {
  const context = await browser.newContext({ viewport: desktop })
  const page = await context.newPage()
  await chooseLanguage(page, 'en')
  await page.goto(`${office}/sign-in`)
  await signIn(page, owner)
  await expect(page).not.toHaveURL(/sign-in/)
  await page.goto(`${office}/orders/${number}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
  return { context, page }
}

test('a guest asks to cancel before shipping; the shop reads why and cancels', async ({
  browser,
}) => {
  const shopper = await guestOrder(browser, phone)
  const { page, number, email } = shopper
  await page.getByRole('button', { name: 'Ask to cancel the order' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` })
  await dialog.getByRole('button', { name: 'Send the cancellation request' }).click()
  await expect(dialog.getByText('This field is required')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Your reason' }).fill('Ordered the wrong size')
  await dialog.getByRole('button', { name: 'Send the cancellation request' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^You asked to cancel this order on /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ask to cancel the order' })).toHaveCount(0)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await shot(page, 'order-cancel-requested-en-390')

  const toShop = await mailOf('order-request', `[Cancellation] ${number}`)
  expect(toShop).toMatch(/^To: contact@comptoir\.test$/m)
  expect(toShop).toMatch(new RegExp(`^Reply-To: ${email.replace('.', '\\.')}$`, 'm'))
  expect(toShop).toContain('Ordered the wrong size')
  const acknowledgement = await mailOf('order-request-acknowledgement', number)
  expect(acknowledgement).toContain(`We have received your request to cancel order ${number}.`)
  // The acknowledgement's link opens the guest's order, its request on it.
  const link = /http:\/\/\S+\/order\?number=\S+&token=[\w-]+/.exec(acknowledgement)?.[0] ?? ''
  expect(link).not.toBe('')
  const fromMail = await shopper.context.newPage()
  await fromMail.goto(link.replace(/^http:\/\/[^/]+/, ''))
  await expect(fromMail.getByText(/^You asked to cancel this order on /)).toBeVisible()

  const staff = await staffOnOrder(browser, number)
  const requests = staff.page.getByRole('list', { name: 'The buyer’s requests' })
  await expect(requests).toContainText('The buyer asks to cancel this order')
  await expect(requests).toContainText('Ordered the wrong size')
  await shot(staff.page, 'order-request-back-office-en-1280')
  await staff.page.getByRole('button', { name: 'Cancel the order' }).click()
  await staff.page
    .getByRole('alertdialog', { name: `Cancel order ${number}?` })
    .getByRole('button', { name: 'Cancel the order' })
    .click()
  await expect(staff.page.getByText('Cancelled').first()).toBeVisible()
  await staff.context.close()
  await shopper.context.close()
})

test('once delivered, a shopper in French asks to return the order within 14 days', async ({
  browser,
}) => {
  const shopper = await guestOrder(browser, desktop)
  const { page, number, path } = shopper
  const staff = await staffOnOrder(browser, number)
  await staff.page.getByRole('button', { name: 'Mark as being prepared' }).click()
  await staff.page.getByRole('button', { name: 'Ship', exact: true }).click()
  const ship = staff.page.getByRole('dialog', { name: `Ship order ${number}` })
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('6A98765432101')
  await ship.getByRole('button', { name: 'Ship the order' }).click()
  await expect(ship).toBeHidden()
  await staff.page.getByRole('button', { name: 'Mark as delivered' }).click()
  await expect(staff.page.getByText(`Order ${number} is delivered.`)).toBeVisible()

  await chooseLanguage(page, 'fr')
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Demander l’annulation' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Demander un retour' }).click()
  const dialog = page.getByRole('dialog', { name: `Retourner la commande ${number}\u202f?` })
  await expect(dialog).toContainText('Vous pouvez la retourner jusqu’au')
  await dialog.getByRole('textbox', { name: 'Votre motif' }).fill('La taille ne convient pas')
  await dialog.getByRole('button', { name: 'Envoyer la demande de retour' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Vous avez demandé le retour de cette commande le /)).toBeVisible()
  await shot(page, 'order-return-requested-fr-1280')

  await staff.page.reload()
  await expect(staff.page.getByRole('list', { name: 'The buyer’s requests' })).toContainText(
    'La taille ne convient pas',
  )
  await staff.context.close()
  await shopper.context.close()
})
