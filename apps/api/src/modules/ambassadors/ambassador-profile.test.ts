import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { strongPassword } from '../../../test/accounts'
import { approvedAmbassador, onAmbassador } from '../../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../../test/app'
import { ambassadors } from '../../db/schema'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
})

afterAll(async () => {
  await api.close()
})

const updateProfileMutation = graphql(`
  mutation UpdateProfileWithIban($input: AmbassadorProfileInput!) {
    updateProfile(input: $input) {
      ambassador {
        displayName
        payoutAccount
        locale
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const ibanOnFile = 'FR7630006000011234567890189'

/** An approved ambassador with an IBAN on file, paid as an individual. */
async function ambassadorWithIbanOnFile(name: string) {
  const who = await approvedAmbassador(api, name)
  await api.database.handle.db
    .update(ambassadors)
    .set({ iban: ibanOnFile, legalStatus: 'individual' })
    .where(eq(ambassadors.userId, who.id))
  return who
}

async function storedIban(id: string): Promise<string | null> {
  const [row] = await api.database.handle.db
    .select({ iban: ambassadors.iban })
    .from(ambassadors)
    .where(eq(ambassadors.userId, id))
  return row?.iban ?? null
}

describe('updateProfile with an IBAN on file', () => {
  it('saves the name and the language of e-mails with the masked IBAN sent back as shown, keeping the IBAN', async () => {
    const who = await ambassadorWithIbanOnFile('Masked Keeper')
    const response = await onAmbassador(api, who.token, updateProfileMutation, {
      input: {
        displayName: 'Nina K.',
        iban: 'FR76 •••• 0189',
        legalStatus: 'individual',
        locale: 'fr',
      },
    })
    expect(response.body.data?.updateProfile).toEqual({
      ambassador: { displayName: 'Nina K.', payoutAccount: 'FR76 •••• 0189', locale: 'fr' },
      errors: [],
    })
    expect(await storedIban(who.id)).toBe(ibanOnFile)
  })

  it('keeps the IBAN when none is sent, removes it when sent empty', async () => {
    const who = await ambassadorWithIbanOnFile('Omitted Keeper')
    const kept = await onAmbassador(api, who.token, updateProfileMutation, {
      input: { displayName: 'Omitted', legalStatus: 'individual', locale: 'en' },
    })
    expect(kept.body.data?.updateProfile.errors).toEqual([])
    expect(await storedIban(who.id)).toBe(ibanOnFile)
    const removed = await onAmbassador(api, who.token, updateProfileMutation, {
      input: {
        displayName: 'Omitted',
        iban: '',
        legalStatus: 'individual',
        locale: 'en',
        currentPassword: strongPassword,
      },
    })
    expect(removed.body.data?.updateProfile.ambassador?.payoutAccount).toBeNull()
    expect(await storedIban(who.id)).toBeNull()
  })

  it('refuses a masked value that is not the one on file, in the caller’s language', async () => {
    const who = await ambassadorWithIbanOnFile('Masked Other')
    const response = await onAmbassador(
      api,
      who.token,
      updateProfileMutation,
      {
        input: {
          displayName: 'Nina',
          iban: 'FR76 •••• 0188',
          legalStatus: 'individual',
          locale: 'en',
        },
      },
      { 'accept-language': 'fr' },
    )
    expect(response.body.data?.updateProfile).toEqual({
      ambassador: null,
      errors: [{ field: 'iban', code: 'iban', message: 'L’IBAN n’est pas valide' }],
    })
    expect(await storedIban(who.id)).toBe(ibanOnFile)
  })
})
