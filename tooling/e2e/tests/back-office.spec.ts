import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'

import { once, runFolder } from './run-state'
import { freshCode, demoOwner as owner, signIn } from './staff-sign-in'
import { chooseLanguage } from './support'

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** A browser's cookies and storage, to open a context already signed in. */
type OwnerState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>

async function openOffice(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'en' | 'fr',
  storageState?: OwnerState,
) {
  const context = await browser.newContext({ viewport, ...(storageState && { storageState }) })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  return { context, page }
}

/** The link of the invitation e-mail sent to `email` (E2E_DATA_DIR/mail), once it is written. */
async function invitationLinkFor(email: string): Promise<string> {
  const mailDir = join(runFolder(), 'mail')
  let link = ''
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [])
        for (const name of names.filter((file) => file.includes('staff-invitation'))) {
          const mail = (await readFile(join(mailDir, name), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
          if (!mail.includes(`To: ${email}`)) continue
          link = /http:\/\/admin\.localhost:\d+\/invitation\?token=[\w-]+/.exec(mail)?.[0] ?? link
        }
        return link
      },
      { timeout: 30_000, message: `the invitation e-mail to ${email}` },
    )
    .not.toBe('')
  return link
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/**
 * The page never scrolls sideways once it is laid out. Polled: the navigation grows when the
 * staff member's role arrives, and the header places it again in the next frame.
 */
async function fitsTheScreen(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0)
}

/**
 * The owner's signed-in browser state, kept in the run's folder: taken from the journey below when
 * it ran, else from a sign-in of its own (a failed test restarts the worker, which forgets the rest).
 */
function ownerSession(browser: Browser): Promise<OwnerState> {
  return once('back-office-owner', async () => {
    const { context, page } = await openOffice(browser, desktop, 'en')
    await page.goto(`${office}/sign-in`)
    await signIn(page, owner)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    const state = await context.storageState()
    await context.close()
    return state
  })
}

test('the owner invites a member who enrols with TOTP; removed, the member is signed out; the audit log tells', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const invitee = { name: 'Iris Invitee', email: `iris-${String(Date.now())}@comptoir.test` }
  const inviteePassword = 'iris chooses a long passphrase'

  const ownerSide = await openOffice(browser, desktop, 'en')
  const page = ownerSide.page
  await page.goto(`${office}/staff`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the back office')
  await signIn(page, owner)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff')
  const ownerState = await ownerSide.context.storageState()
  await once('back-office-owner', () => Promise.resolve(ownerState))

  await page.getByRole('textbox', { name: 'Name' }).fill(invitee.name)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(invitee.email)
  await page.getByRole('combobox', { name: 'Role' }).selectOption('orders')
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible()
  const card = page.getByRole('listitem', { name: invitee.name })
  await expect(card.getByText('Invited')).toBeVisible()
  await keepScreenshot(page, testInfo, 'staff-en-1280')

  const link = await invitationLinkFor(invitee.email)
  const inviteeSide = await openOffice(browser, phone, 'fr')
  const phonePage = inviteeSide.page
  await phonePage.goto(link)
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText(
    'Rejoindre l’administration',
  )
  await expect(
    phonePage.getByRole('img', { name: 'QR code de votre clé d’authentification' }),
  ).toBeVisible()
  const secret =
    (await phonePage.getByTestId('totp-secret').textContent())?.replaceAll(' ', '') ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(phonePage.getByText(`otpauth://totp/Comptoir:`)).toContainText(`secret=${secret}`)
  await keepScreenshot(phonePage, testInfo, 'invitation-fr-390')
  await phonePage.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(inviteePassword)
  await phonePage
    .getByRole('textbox', { name: 'Confirmation du mot de passe' })
    .fill(inviteePassword)
  await phonePage
    .getByRole('textbox', { name: 'Code de votre application d’authentification' })
    .fill('000000')
  await phonePage.getByRole('button', { name: 'Accepter l’invitation' }).click()
  await expect(phonePage.getByText('Ce code est incorrect ou a déjà été utilisé')).toBeVisible()
  await phonePage
    .getByLabel('Code de votre application d’authentification')
    .fill(await freshCode(secret))
  await phonePage.getByRole('button', { name: 'Accepter l’invitation' }).click()
  await expect(
    phonePage.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10)
  await keepScreenshot(phonePage, testInfo, 'recovery-codes-fr-390')
  await phonePage
    .getByRole('button', { name: /^Je les ai gardés.+ouvrir l’administration$/ })
    .click()
  // Enrolled, the member opens the back office on its dashboard.
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord')
  await expect(phonePage).toHaveURL(`${office}/`)

  // Signed out, the member opens a page of the back office, signs in again with the password and
  // the authenticator, and is back on the page asked for (not the dashboard).
  await inviteeSide.context.clearCookies()
  await phonePage.goto(`${office}/account`)
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText(
    'Connexion à l’administration',
  )
  await signIn(phonePage, { email: invitee.email, password: inviteePassword, secret })
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Mon compte')
  await expect(phonePage).toHaveURL(`${office}/account`)
  await expect(phonePage.getByText('Ce navigateur')).toBeVisible()
  await fitsTheScreen(phonePage)
  await keepScreenshot(phonePage, testInfo, 'account-fr-390')

  await page.reload()
  await expect(card.getByText('Active')).toBeVisible()
  await card.getByRole('button', { name: 'Remove…' }).click()
  await card.getByRole('button', { name: `Remove ${invitee.name}` }).click()
  await expect(card).toHaveCount(0)

  // The member's open page learns it at once, without reloading: back to the sign-in page.
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText(
    'Connexion à l’administration',
  )
  await expect(phonePage.getByText('Votre session a pris fin. Reconnectez-vous.')).toBeVisible()

  // The owner's ten entries fill more than a 1280 px bar: they take a row of their own under it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit log' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
  const entries = page.getByRole('listitem').filter({ hasText: invitee.email })
  await expect(entries.filter({ hasText: 'Staff member invited' })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'Invitation accepted' })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'Staff member removed' })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'Staff member removed' })).toContainText(
    `By ${owner.email}`,
  )
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: owner.name })
  await expect(entries.filter({ hasText: 'Invitation accepted' })).toHaveCount(0)
  await expect(entries.filter({ hasText: 'Staff member removed' })).toHaveCount(1)
  await keepScreenshot(page, testInfo, 'audit-en-1280')

  await ownerSide.context.close()
  await inviteeSide.context.close()
})

for (const [language, viewport, heading] of [
  ['en', phone, ['Staff', 'Audit log', 'My account', 'Sign in to the back office', 'Dashboard']],
  [
    'fr',
    desktop,
    ['Équipe', 'Journal d’audit', 'Mon compte', 'Connexion à l’administration', 'Tableau de bord'],
  ],
  [
    'fr',
    phone,
    ['Équipe', 'Journal d’audit', 'Mon compte', 'Connexion à l’administration', 'Tableau de bord'],
  ],
  ['en', desktop, ['Staff', 'Audit log', 'My account', 'Sign in to the back office', 'Dashboard']],
] as const) {
  test(`the owner's pages at ${String(viewport.width)} px in ${language}`, async ({
    browser,
  }, testInfo) => {
    // A sign-in of its own may wait for the authenticator's next code.
    test.setTimeout(90_000)
    const ownerState = await ownerSession(browser)
    const { context, page } = await openOffice(browser, viewport, language, ownerState)
    for (const [path, title] of [
      ['/staff', heading[0]],
      ['/audit', heading[1]],
      ['/account', heading[2]],
      ['/', heading[4]],
    ] as const) {
      await page.goto(`${office}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('main')).not.toContainText('undefined')
      await fitsTheScreen(page)
      const name = path === '/' ? 'dashboard' : path.slice(1)
      await keepScreenshot(page, testInfo, `${name}-${language}-${String(viewport.width)}`)
    }
    await context.close()
    const visitor = await openOffice(browser, viewport, language)
    await visitor.page.goto(`${office}/sign-in`)
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(heading[3])
    await fitsTheScreen(visitor.page)
    await keepScreenshot(visitor.page, testInfo, `sign-in-${language}-${String(viewport.width)}`)
    await visitor.context.close()
  })
}
