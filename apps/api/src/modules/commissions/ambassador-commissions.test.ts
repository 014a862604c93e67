import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, type VariablesOf } from '@comptoir/gql-client/ambassador-graphql'

import { approvedAmbassador, onAmbassador } from '../../../test/ambassador-fixtures'
import {
  commissionsQuery,
  placeOrderWith,
  type CommissionData,
} from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorCommissions, ambassadors, orders } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'
import { commissionBase } from './commission-rules'
import { approvalJobLockKey } from './commission-approval'

let api: TestApp
let variant: string

const day = 86_400_000
const admin = { actor: 'admin' }

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
})

afterAll(async () => {
  await api.close()
})

const commissions = () => api.app.services.commissions
const payouts = () => api.app.services.payouts
const orderAdmin = () => api.app.services.orderAdmin

async function ambassadorWithRate(name: string, rateBps: number) {
  const who = await approvedAmbassador(api, name)
  await api.database.handle.db
    .update(ambassadors)
    .set({ commissionRateBps: rateBps, iban: 'FR7630006000011234567890189' })
    .where(eq(ambassadors.userId, who.id))
  return who
}

async function ledger(
  token: string,
  status?: VariablesOf<typeof commissionsQuery>['status'],
): Promise<CommissionData[]> {
  const response = await onAmbassador(api, token, commissionsQuery, status ? { status } : {})
  return response.body.data?.commissions.edges.map((edge) => edge.node) ?? []
}

async function deliver(number: string) {
  for (let step = 0; step < 3; step += 1) {
    const result = await orderAdmin().advance(number, admin)
    if (!result.ok) throw new Error(JSON.stringify(result))
  }
}

const requestPayout = graphql(`
  mutation RequestPayout {
    requestPayout {
      payout {
        status
        amount {
          amount
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const payoutsQuery = graphql(`
  query Payouts {
    payouts(first: 10) {
      totalCount
    }
  }
`)

describe('commission lifecycle', () => {
  it('is PENDING when paid, with the rate snapshot on the merchandise without VAT and shipping', async () => {
    const who = await ambassadorWithRate('Rate Snapshot', 1000)
    const number = await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
    await api.database.handle.db
      .update(ambassadors)
      .set({ commissionRateBps: 2500 })
      .where(eq(ambassadors.userId, who.id))
    const [line] = await ledger(who.token)
    const base = commissionBase(11_800, 0)
    expect(base).toBe(9833)
    expect(line).toMatchObject({
      kind: 'SALE',
      status: 'PENDING',
      orderNumber: number,
      ratePercent: 10,
      base: { amount: 9833 },
      amount: { amount: 983 },
      pendingReason: 'AWAITING_DELIVERY',
      availableAt: null,
    })
    expect(line?.explanation).toBe(
      '10 % of €98.33 (merchandise without VAT and shipping) = €9.83. Waiting for delivery, then the 14-day return window.',
    )
  })

  it('goes PENDING → APPROVED 14 days after delivery (clock of the test) → PAID with the payout', async () => {
    const who = await ambassadorWithRate('Full Cycle', 5000)
    const first = await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
    await deliver(first)
    const [pending] = await ledger(who.token)
    expect(pending?.pendingReason).toBe('HOLD_PERIOD')
    const availableAt = Date.parse(pending?.availableAt ?? '')
    expect(availableAt - Date.now()).toBeGreaterThan(14 * day - 60_000)
    expect(availableAt - Date.now()).toBeLessThanOrEqual(14 * day)

    expect(await commissions().approveDue(new Date(Date.now() + 13 * day))).toMatchObject({
      ran: true,
      approved: 0,
    })
    await commissions().approveDue(new Date(Date.now() + 15 * day))
    expect((await ledger(who.token)).map((line) => line.status)).toEqual(['APPROVED'])

    const below = await onAmbassador(api, who.token, requestPayout, {}, { 'accept-language': 'en' })
    expect(below.body.data?.requestPayout.errors).toEqual([
      {
        field: null,
        code: 'payout_minimum',
        message:
          'A payout can be requested from €50.00 of approved commission; your balance is €49.17.',
      },
    ])

    const second = await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
    await deliver(second)
    await commissions().approveDue(new Date(Date.now() + 15 * day))
    const requested = await onAmbassador(api, who.token, requestPayout)
    expect(requested.body.data?.requestPayout.payout).toEqual({
      status: 'REQUESTED',
      amount: { amount: 9834 },
    })
    const again = await onAmbassador(api, who.token, requestPayout, {}, { 'accept-language': 'fr' })
    expect(again.body.data?.requestPayout.errors).toEqual([
      {
        field: null,
        code: 'payout_open',
        message: 'Une demande de paiement est déjà en cours de traitement.',
      },
    ])

    const [open] = (await payouts().open()).filter((row) => row.code === who.code)
    const paidMail = api.mail.next(who.email)
    await payouts().decide(open?.payout.id ?? '', { status: 'PAID' })
    expect((await paidMail).subject).toBe('Your payout of €98.34 is on its way')
    expect((await ledger(who.token)).map((line) => line.status)).toEqual(['PAID', 'PAID'])
  })

  it('reverses a commission on cancel or refund before payout', async () => {
    const who = await ambassadorWithRate('Reversal', 1000)
    const cancelled = await placeOrderWith(api, { variantId: variant, code: who.code })
    await orderAdmin().cancel(cancelled, admin)
    const refunded = await placeOrderWith(api, { variantId: variant, code: who.code })
    await deliver(refunded)
    await commissions().approveDue(new Date(Date.now() + 15 * day))
    await orderAdmin().refund(refunded, admin)
    const lines = await ledger(who.token, 'REVERSED')
    expect(lines.map((line) => [line.orderNumber, line.status]).sort()).toEqual(
      [
        [cancelled, 'REVERSED'],
        [refunded, 'REVERSED'],
      ].sort(),
    )
    expect(lines.find((line) => line.orderNumber === cancelled)?.explanation).toMatch(
      /Reversed: the order was cancelled\.$/,
    )
  })

  it('claws a paid commission back with a negative line netted into the next payout', async () => {
    const who = await ambassadorWithRate('Clawback', 5000)
    const numbers = []
    for (let index = 0; index < 3; index += 1) {
      const number = await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
      await deliver(number)
      numbers.push(number)
    }
    await commissions().approveDue(new Date(Date.now() + 15 * day))
    const requested = await onAmbassador(api, who.token, requestPayout)
    expect(requested.body.data?.requestPayout.payout?.amount.amount).toBe(3 * 4917)
    const [open] = (await payouts().open()).filter((row) => row.code === who.code)
    await payouts().decide(open?.payout.id ?? '', { status: 'PAID' })

    await orderAdmin().refund(numbers[0] ?? '', admin)
    const clawback = (await ledger(who.token)).find((line) => line.kind === 'CLAWBACK')
    expect(clawback).toMatchObject({
      status: 'APPROVED',
      orderNumber: numbers[0],
      amount: { amount: -4917 },
    })
    await orderAdmin().refund(numbers[0] ?? '', admin)
    expect((await ledger(who.token)).filter((line) => line.kind === 'CLAWBACK')).toHaveLength(1)

    for (let index = 0; index < 3; index += 1) {
      const number = await placeOrderWith(api, { variantId: variant, quantity: 2, code: who.code })
      await deliver(number)
    }
    await commissions().approveDue(new Date(Date.now() + 15 * day))
    const next = await onAmbassador(api, who.token, requestPayout)
    expect(next.body.data?.requestPayout.payout?.amount.amount).toBe(3 * 4917 - 4917)
  })

  it('keeps one commission per order and ambassador, whatever is retried', async () => {
    const who = await ambassadorWithRate('Retry', 1000)
    const number = await placeOrderWith(api, { variantId: variant, code: who.code })
    const [order] = await api.database.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, number))
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api.database.handle.db.transaction((tx) =>
        commissions().orderStatusChanged(tx, {
          orderId: order?.id ?? '',
          to: 'PAID',
          at: new Date(),
        }),
      )
    }
    const rows = await api.database.handle.db
      .select()
      .from(ambassadorCommissions)
      .where(eq(ambassadorCommissions.orderId, order?.id ?? ''))
    expect(rows).toHaveLength(1)
  })

  it('never shows another ambassador’s commissions or payouts', async () => {
    const owner = await ambassadorWithRate('Owner Commission', 1000)
    const other = await ambassadorWithRate('Other Commission', 1000)
    const number = await placeOrderWith(api, { variantId: variant, code: owner.code })
    const theirs = await ledger(other.token)
    expect(theirs.map((line) => line.orderNumber)).not.toContain(number)
    const payouts = await onAmbassador(api, other.token, payoutsQuery)
    expect(payouts.body.data?.payouts.totalCount).toBe(0)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('the approval job on PostgreSQL', () => {
  it('runs on one instance at a time: a held advisory lock makes the others skip', async () => {
    const url = api.database.url ?? ''
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [approvalJobLockKey])
      expect(await commissions().approveDue(new Date())).toEqual({ ran: false, approved: 0 })
      await other.query('SELECT pg_advisory_unlock($1)', [approvalJobLockKey])
      expect((await commissions().approveDue(new Date())).ran).toBe(true)
    } finally {
      await other.end()
    }
  })
})
