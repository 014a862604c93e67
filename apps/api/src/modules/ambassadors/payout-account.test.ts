import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { strongPassword } from '../../../test/accounts'
import { onAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import {
  ambassadorWithIban,
  approvedCommissions,
  requestPayoutMutation,
} from '../../../test/payouts'
import { ambassadors } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

/*
 * Payout diversion: a session token alone no longer moves payouts to another account. Changing
 * the IBAN asks for the password, is always e-mailed, and payouts to the new IBAN wait.
 */
let api: TestApp
let variant: string
const hour = 3_600_000

beforeAll(async () => {
  api = await startTestApp({ env: { PAYOUT_ACCOUNT_HOLD_HOURS: '72' } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const updateProfileMutation = graphql(`
  mutation ChangePayoutAccount($input: AmbassadorProfileInput!) {
    updateProfile(input: $input) {
      ambassador {
        payoutAccount
        payoutAccountHeldUntil
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const silenceMailsMutation = graphql(`
  mutation SilenceMails {
    updateEmailPreferences(
      input: { newOrder: false, commissionApproved: false, payoutSent: false }
    ) {
      errors {
        code
      }
    }
  }
`)

const newIban = 'DE89 3704 0044 0532 0130 00'

function changeIban(token: string, currentPassword?: string, language = 'en') {
  return onAmbassador(
    api,
    token,
    updateProfileMutation,
    {
      input: {
        displayName: 'Nina',
        iban: newIban,
        legalStatus: 'individual',
        locale: 'fr',
        ...(currentPassword === undefined ? {} : { currentPassword }),
      },
    },
    { 'accept-language': language },
  )
}

async function storedAccount(id: string) {
  const [row] = await api.database.handle.db
    .select({ iban: ambassadors.iban, changedAt: ambassadors.ibanChangedAt })
    .from(ambassadors)
    .where(eq(ambassadors.userId, id))
  return row
}

describe('changing the payout account', () => {
  it('asks for the current password, in the caller’s language, and keeps the IBAN without it', async () => {
    const who = await ambassadorWithIban(api, 'Password Asked')
    const missing = await changeIban(who.token, undefined, 'fr')
    expect(missing.body.data?.updateProfile).toEqual({
      ambassador: null,
      errors: [{ field: 'currentPassword', code: 'required', message: 'Ce champ est obligatoire' }],
    })
    const wrong = await changeIban(who.token, 'not-my-password-2026')
    expect(wrong.body.data?.updateProfile.errors).toEqual([
      {
        field: 'currentPassword',
        code: 'wrong_password',
        message: 'The current password is incorrect',
      },
    ])
    expect(await storedAccount(who.id)).toEqual({
      iban: 'FR7630006000011234567890189',
      changedAt: null,
    })
  })

  it('e-mails the ambassador even with every programme e-mail turned off', async () => {
    const who = await ambassadorWithIban(api, 'Alert Silenced')
    await onAmbassador(api, who.token, silenceMailsMutation)
    const delivered = api.mail.next(who.email)
    const changed = await changeIban(who.token, strongPassword)
    expect(changed.body.data?.updateProfile.errors).toEqual([])
    expect(changed.body.data?.updateProfile.ambassador?.payoutAccount).toBe('DE89 •••• 3000')
    const mail = await delivered
    expect(mail.subject).toBe('Votre compte de versement a été modifié')
    expect(mail.text).toContain('DE89 •••• 3000')
    expect(mail.text).toContain('/forgot-pwd')
    expect((await storedAccount(who.id))?.iban).toBe('DE89370400440532013000')
  })

  it('holds payouts to the new IBAN for the configured hours, then pays there', async () => {
    const who = await ambassadorWithIban(api, 'Held Payout')
    await approvedCommissions(api, who, variant, 2)
    const before = Date.now()
    const changed = await changeIban(who.token, strongPassword)
    const heldUntil = Date.parse(
      changed.body.data?.updateProfile.ambassador?.payoutAccountHeldUntil ?? '',
    )
    expect(heldUntil - before).toBeGreaterThanOrEqual(72 * hour)
    expect(heldUntil - Date.now()).toBeLessThanOrEqual(72 * hour)

    const held = await onAmbassador(api, who.token, requestPayoutMutation)
    expect(held.body.data?.requestPayout).toEqual({
      payout: null,
      errors: [{ code: 'payout_account_held' }],
    })
    // 73 hours later (the change moved back in time), the payout goes to the new IBAN.
    await api.database.handle.db
      .update(ambassadors)
      .set({ ibanChangedAt: new Date(Date.now() - 73 * hour) })
      .where(eq(ambassadors.userId, who.id))
    const paid = await onAmbassador(api, who.token, requestPayoutMutation)
    expect(paid.body.data?.requestPayout.errors).toEqual([])
    const [open] = await api.app.services.payouts.open()
    expect(open?.payout.iban).toBe('DE89370400440532013000')
  })
})
