import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorWithIban, approvedCommissions, requestedPayout } from '../../../test/payouts'
import { mailOutbox } from '../../db/schema'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

let api: TestApp
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const preferencesQuery = graphql(`
  query EmailPreferences {
    me {
      emailOnNewOrder
      emailOnCommissionApproved
      emailOnPayoutSent
    }
  }
`)

const updatePreferences = graphql(`
  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      ambassador {
        emailOnNewOrder
        emailOnCommissionApproved
        emailOnPayoutSent
      }
      errors {
        code
      }
    }
  }
`)

interface Preferences {
  newOrder: boolean
  commissionApproved: boolean
  payoutSent: boolean
}

async function ambassadorWanting(name: string, preferences: Preferences) {
  const who = await ambassadorWithIban(api, name)
  const response = await onAmbassador(api, who.token, updatePreferences, { input: preferences })
  expect(response.body.data?.updateEmailPreferences.errors).toEqual([])
  return who
}

/** The outbox entries of one kind to one address (kept, body blanked, once sent). */
async function queued(to: string, kind: string) {
  return api.database.handle.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
}

/** The message of a kind the transport sent to an address, waited for (the outbox sends in the background). */
async function sent(to: string, kind: string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = api.mail.sent.find((message) => message.to === to && message.kind === kind)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to}`)
    await api.app.services.mail.flush()
  }
}

const allOn = { newOrder: true, commissionApproved: true, payoutSent: true }

describe('e-mail preferences', () => {
  it('are all on for a new ambassador, and changed by updateEmailPreferences', async () => {
    const who = await ambassadorWithIban(api, 'Default Prefs')
    const before = await onAmbassador(api, who.token, preferencesQuery)
    expect(before.body.data?.me).toEqual({
      emailOnNewOrder: true,
      emailOnCommissionApproved: true,
      emailOnPayoutSent: true,
    })
    const input = { newOrder: false, commissionApproved: true, payoutSent: false }
    const changed = await onAmbassador(api, who.token, updatePreferences, { input })
    expect(changed.body.data?.updateEmailPreferences.ambassador).toEqual({
      emailOnNewOrder: false,
      emailOnCommissionApproved: true,
      emailOnPayoutSent: false,
    })
    const after = await onAmbassador(api, who.token, preferencesQuery)
    expect(after.body.data?.me.emailOnNewOrder).toBe(false)
  })

  it('new order: one e-mail with the order number and the name when on, none when off', async () => {
    const on = await ambassadorWanting('Ana <Orders>', allOn)
    const off = await ambassadorWanting('Bob Quiet', { ...allOn, newOrder: false })
    const mail = api.mail.next(on.email)
    const number = await placeOrderWith(api, { variantId: variant, code: on.code })
    await placeOrderWith(api, { variantId: variant, code: off.code })
    expect(await queued(on.email, 'ambassador-new-order')).toHaveLength(1)
    expect(await queued(off.email, 'ambassador-new-order')).toHaveLength(0)
    const message = await mail
    expect(message.subject).toBe(`New order ${number}: €49.17 of commission`)
    expect(message.text).toContain('Hello Ana <Orders>,')
    expect(message.html).toContain('Hello Ana &lt;Orders&gt;,')
    expect(message.text).toContain(`Order ${number} (€118.00 of goods) is attributed to you.`)
    expect(message.link).toBe('http://ambassador.shop.test/orders')
  })

  it('commission approved: one e-mail per run listing the orders when on, none when off', async () => {
    const on = await ambassadorWanting('Cleo Approved', allOn)
    const off = await ambassadorWanting('Dan Quiet', { ...allOn, commissionApproved: false })
    const numbers = await approvedCommissions(api, on, variant, 2)
    await approvedCommissions(api, off, variant, 1)
    const kind = 'ambassador-commission-approved'
    expect(await queued(on.email, kind)).toHaveLength(1)
    expect(await queued(off.email, kind)).toHaveLength(0)
    const message = await sent(on.email, kind)
    expect(message.subject).toBe('€98.34 of commission approved')
    expect(message.text).toContain(`The commissions of orders ${numbers.join(', ')} are approved`)
    expect(message.link).toBe('http://ambassador.shop.test/payouts')
  })

  it('payout sent: one e-mail when on, none when off; a rejection is always told', async () => {
    const on = await ambassadorWanting('Eve Paid', allOn)
    const off = await ambassadorWanting('Fay Quiet', { ...allOn, payoutSent: false })
    for (const who of [on, off]) {
      await approvedCommissions(api, who, variant, 2)
      await api.app.services.payouts.decide(await requestedPayout(api, who.token), {
        status: 'PAID',
      })
    }
    expect(await queued(on.email, 'ambassador-payout-paid')).toHaveLength(1)
    expect(await queued(off.email, 'ambassador-payout-paid')).toHaveLength(0)

    await approvedCommissions(api, off, variant, 2)
    await api.app.services.payouts.decide(await requestedPayout(api, off.token), {
      status: 'REJECTED',
      reason: 'The IBAN is closed',
    })
    expect(await queued(off.email, 'ambassador-payout-rejected')).toHaveLength(1)
  })
})
