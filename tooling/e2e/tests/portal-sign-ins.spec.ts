import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { demoAmbassador, submitPortalSignIn } from './portal-flows'
import { apiMain } from './run-state'

/*
 * Issue 18, item 6: correct sign-ins never lock the account, and wrong ones still do. On a
 * product process of its own, so that the lock it ends with touches no other test.
 */
const repoRoot = join(import.meta.dirname, '../../..')
const port = Number(process.env.E2E_SIGN_IN_PORT ?? 4324)
const portalOrigin = `http://ambassador.localhost:${String(port)}`
const successes = 20

let product: ChildProcess | undefined

test.beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'comptoir-e2e-sign-ins-'))
  product = spawn('node', [apiMain], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: join(folder, 'data'),
      MAIL_DIR: join(folder, 'mail'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${String(port)}/readyz`)).status
        } catch {
          return 0
        }
      },
      { timeout: 90_000, message: 'the product process starts' },
    )
    .toBe(200)
})

test.afterAll(() => {
  product?.kill()
})

/** Sends the sign-in form and tells how it ended: on the dashboard, or the alert's words. */
async function signInOnce(page: Page, password: string): Promise<string> {
  await page.context().clearCookies()
  await page.goto(`${portalOrigin}/login`)
  await submitPortalSignIn(page, 'en', { email: demoAmbassador.email, password })
  const signedIn = page.waitForURL(/\/dashboard/).then(() => 'signed in')
  const refused = page
    .getByRole('alert')
    .first()
    .waitFor()
    .then(async () => `refused: ${await page.getByRole('alert').first().innerText()}`)
  return Promise.race([signedIn, refused]).finally(() => {
    signedIn.catch(() => undefined)
    refused.catch(() => undefined)
  })
}

test(`item 6: ${String(successes)} correct sign-ins in a row all succeed; wrong ones are still stopped`, async ({
  page,
}) => {
  test.setTimeout(180_000)
  const outcomes: string[] = []
  for (let attempt = 1; attempt <= successes; attempt += 1) {
    const outcome = await signInOnce(page, demoAmbassador.password)
    outcomes.push(`${String(attempt)}: ${outcome}`)
    if (outcome !== 'signed in') break
  }
  expect(outcomes.filter((outcome) => !outcome.endsWith('signed in'))).toEqual([])
  expect(outcomes).toHaveLength(successes)

  // A stranger guessing the password is still stopped after a few tries.
  let stoppedAt = 0
  for (let attempt = 1; attempt <= 12 && stoppedAt === 0; attempt += 1) {
    const outcome = await signInOnce(page, 'not-the-password-2026')
    expect(outcome, `wrong password, try ${String(attempt)}`).toMatch(/^refused/)
    if (/Too many attempts/i.test(outcome)) stoppedAt = attempt
  }
  expect(stoppedAt, 'the try that is refused for too many attempts').toBeGreaterThan(1)
})
