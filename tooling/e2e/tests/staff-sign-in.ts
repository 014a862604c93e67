import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'

import { runFolder } from './run-state'

/** A staff member who signs in with a password and the authenticator holding `secret`. */
export interface StaffCredentials {
  email: string
  password: string
  secret: string
}

/** The demo owner README.md gives, with the key of its authenticator. */
export const demoOwner = {
  email: 'owner@comptoir.test',
  password: 'comptoir-demo-2026',
  name: 'Olivia Laurent',
  secret: 'COMPTOIRDEMOOWNERSECRETKEY234567',
} as const

/** The authenticator's period: one code per 30 s time step. */
const period = 30

/** The folder of the time steps already taken for `secret` in this run (one empty file each). */
function stepsFolder(secret: string): string {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 16)
  const folder = join(runFolder(), 'totp-steps', key)
  mkdirSync(folder, { recursive: true })
  return folder
}

/**
 * Takes the current time step for `secret` if it is later than every step taken before in this
 * run. The step's file is created exclusively, so two workers never take the same one.
 */
function takeCurrentStep(secret: string): number | null {
  const folder = stepsFolder(secret)
  const step = Math.floor(Date.now() / 1000 / period)
  const latest = Math.max(-1, ...readdirSync(folder).map(Number))
  if (step <= latest) return null
  try {
    writeFileSync(join(folder, String(step)), '', { flag: 'wx' })
    return step
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return null
    throw error
  }
}

/**
 * A code of the authenticator holding `secret` that the server has not taken yet. The server
 * takes a time step once and then refuses it and every earlier one, so the steps used are kept
 * in the run's folder, where every spec file and worker of the run reads them: a second sign-in
 * within the same 30 s waits for the next step.
 */
export async function freshCode(secret: string): Promise<string> {
  const taken: { step: number | null } = { step: null }
  await expect
    .poll(
      () => {
        taken.step = takeCurrentStep(secret)
        return taken.step
      },
      { timeout: 2 * period * 1000, intervals: [250], message: 'a new authenticator time step' },
    )
    .not.toBeNull()
  if (taken.step === null) throw new Error('no authenticator time step was taken')
  return generate({ secret, epoch: taken.step * period })
}

/** Signs in on the open sign-in page: the password, then a code of the authenticator. */
export async function signIn(page: Page, staff: StaffCredentials): Promise<void> {
  await page.getByRole('textbox', { name: /^(E-mail address|Adresse e-mail)$/ }).fill(staff.email)
  await page.getByRole('textbox', { name: /^(Password|Mot de passe)$/ }).fill(staff.password)
  await page.getByRole('button', { name: /^(Continue|Continuer)$/ }).click()
  const code = page.getByRole('textbox', {
    name: /^(Code from your authenticator app|Code de votre application d’authentification)$/,
  })
  await expect(code).toBeVisible()
  await code.fill(await freshCode(staff.secret))
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click()
}
