import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { generate } from 'otplib'

import { chooseLanguage } from './support'

const office = `http://admin.localhost:${process.env.E2E_PORT ?? '4310'}`

/** The demo owner README.md gives, with the key of its authenticator. */
const owner = {
  email: 'owner@comptoir.test',
  password: 'comptoir-demo-2026',
  name: 'Olivia Laurent',
  secret: 'COMPTOIRDEMOOWNERSECRETKEY234567',
}

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

const usedCodes = new Map<string, string>()

/**
 * A code of the authenticator holding `secret` that the server has not taken yet: a code is
 * taken once, so a second sign-in in the same 30 s waits for the next one.
 */
async function freshCode(secret: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        code = await generate({ secret })
        return code !== usedCodes.get(secret)
      },
      { timeout: 40_000, intervals: [500], message: 'a new authenticator code' },
    )
    .toBe(true)
  usedCodes.set(secret, code)
  return code
}

async function openOffice(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'en' | 'fr',
  storageState?: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>,
) {
  const context = await browser.newContext({ viewport, ...(storageState && { storageState }) })
  const page = await context.newPage()
  await chooseLanguage(page, language)
  return { context, page }
}

/** Signs in on the open sign-in page, with the password then a code. */
async function signIn(page: Page, email: string, password: string, secret: string) {
  await page.getByRole('textbox', { name: /^(E-mail address|Adresse e-mail)$/ }).fill(email)
  await page.getByRole('textbox', { name: /^(Password|Mot de passe)$/ }).fill(password)
  await page.getByRole('button', { name: /^(Continue|Continuer)$/ }).click()
  await page
    .getByRole('textbox', {
      name: /^(Code from your authenticator app|Code de votre application d’authentification)$/,
    })
    .fill(await freshCode(secret))
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click()
}

/** The link of the invitation e-mail sent to `email` (E2E_DATA_DIR/mail), once it is written. */
async function invitationLinkFor(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('The browser tests run through playwright.config.ts')
  const mailDir = join(dataDir, 'mail')
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

/** The page never scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

let ownerState:
  Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>> | undefined

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
  await signIn(page, owner.email, owner.password, owner.secret)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff')
  ownerState = await ownerSide.context.storageState()

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
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Mon compte')

  // Signed out, the member signs in again with the password and the authenticator.
  await inviteeSide.context.clearCookies()
  await phonePage.goto(`${office}/account`)
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText(
    'Connexion à l’administration',
  )
  await signIn(phonePage, invitee.email, inviteePassword, secret)
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord')
  await phonePage.goto(`${office}/account`)
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Mon compte')
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

  await page.getByRole('link', { name: 'Audit log' }).click()
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
    if (!ownerState) throw new Error('the journey above, which signs the owner in, did not run')
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
