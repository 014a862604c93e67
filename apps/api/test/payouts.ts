import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { eq } from 'drizzle-orm'

import { ambassadors } from '../src/db/schema'
import { approvedAmbassador, onAmbassador } from './ambassador-fixtures'
import { placeOrderWith } from './ambassador-orders'
import type { TestApp } from './app'

const day = 86_400_000

export const requestPayoutMutation = graphql(`
  mutation RequestPayout {
    requestPayout {
      payout {
        id
        status
      }
      errors {
        code
      }
    }
  }
`)

/**
 * An approved ambassador paid out under a legal status, with an IBAN on file, at 50 % so that
 * two orders pass the payout minimum.
 */
export async function ambassadorWithIban(
  api: TestApp,
  name: string,
  options: { legalStatus?: string; locale?: 'en' | 'fr'; iban?: string } = {},
) {
  const who = await approvedAmbassador(api, name)
  await api.database.handle.db
    .update(ambassadors)
    .set({
      iban: options.iban ?? 'FR7630006000011234567890189',
      legalStatus: options.legalStatus ?? 'individual',
      locale: options.locale ?? 'en',
      commissionRateBps: 5000,
    })
    .where(eq(ambassadors.userId, who.id))
  return who
}

/** Places `count` orders with the ambassador's code, delivers them and approves their commissions. */
export async function approvedCommissions(
  api: TestApp,
  who: { code: string },
  variantId: string,
  count: number,
): Promise<string[]> {
  const numbers: string[] = []
  for (let index = 0; index < count; index += 1) {
    const number = await placeOrderWith(api, { variantId, quantity: 2, code: who.code })
    for (let step = 0; step < 3; step += 1) {
      const result = await api.app.services.orderAdmin.advance(number, { actor: 'admin' })
      if (!result.ok) throw new Error(JSON.stringify(result))
    }
    numbers.push(number)
  }
  await api.app.services.commissions.approveDue(new Date(Date.now() + 15 * day))
  return numbers
}

/** Requests the ambassador's payout; its id. */
export async function requestedPayout(api: TestApp, token: string): Promise<string> {
  const response = await onAmbassador(api, token, requestPayoutMutation)
  const id = response.body.data?.requestPayout.payout?.id
  if (!id) throw new Error(JSON.stringify(response.body))
  return id
}
