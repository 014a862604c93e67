import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { stockOf } from '../../../test/commerce'
import {
  dayMs,
  orderBankTransferQuery,
  startUnpaidOrdersShop,
  type UnpaidOrdersShop,
} from '../../../test/unpaid-orders'
import { ConfigError, loadConfig } from '../../config'

const account = {
  BANK_TRANSFER_HOLDER: 'Comptoir SAS',
  BANK_TRANSFER_IBAN: 'fr14 2004 1010 0505 0001 3m02 606',
  BANK_TRANSFER_BIC: 'psstfrpp',
  BANK_TRANSFER_REMINDER_DAYS: '2',
  BANK_TRANSFER_CANCEL_DAYS: '5',
}

const paymentMethodsQuery = graphql(`
  query TransferPaymentMethods {
    paymentMethods {
      code
      description
    }
  }
`)

let shop: UnpaidOrdersShop

beforeAll(async () => {
  shop = await startUnpaidOrdersShop({ env: account })
})

afterAll(async () => {
  await shop.api.close()
})

describe('paying by bank transfer', () => {
  it('gives the shop’s account, the amount, the order number as reference and the deadline with the order', async () => {
    const before = Date.now()
    const { order, accessToken } = await shop.place([['TEA-1', 2]])
    expect(order.status).toBe('PENDING_PAYMENT')
    expect(order.bankTransfer).toEqual({
      holder: 'Comptoir SAS',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      bic: 'PSSTFRPP',
      reference: order.number,
      amount: { amount: order.total.amount, currency: 'EUR' },
      payBy: expect.any(String) as string,
    })
    const payBy = Date.parse(order.bankTransfer?.payBy ?? '')
    expect(payBy).toBeGreaterThanOrEqual(before + 5 * dayMs)
    expect(payBy).toBeLessThanOrEqual(Date.now() + 5 * dayMs)
    // The order's page reads the same; once paid, there is nothing left to transfer.
    const read = () =>
      shop.api.gql(orderBankTransferQuery, { variables: { number: order.number, accessToken } })
    expect((await read()).body.data?.order?.bankTransfer).toEqual({
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      reference: order.number,
    })
    await shop.api.app.services.orderAdmin.transition(order.number, 'PAID', { actor: 'test' })
    expect((await read()).body.data?.order).toEqual({ status: 'PAID', bankTransfer: null })
    const card = await shop.place([['TEA-1', 1]], 'TEST_CARD')
    expect(card.order.bankTransfer).toBeNull()
  })

  it('e-mails the same details with the confirmation, in the buyer’s language', async () => {
    const english = shop.api.mail.next('anna@example.test')
    const { order } = await shop.place([['TEA-1', 1]], 'BANK_TRANSFER', 'en', 'anna@example.test')
    const mail = await english
    for (const line of [
      'To pay, make a bank transfer of €',
      'Account holder: Comptoir SAS',
      'IBAN: FR14 2004 1010 0505 0001 3M02 606',
      'BIC: PSSTFRPP',
      `Reference: ${order.number} (your order number`,
      'Pay by ',
    ]) {
      expect(mail.text).toContain(line)
      expect(mail.html).toContain(line)
    }
    const french = shop.api.mail.next('lea@example.test')
    const placed = await shop.place([['TEA-1', 1]], 'BANK_TRANSFER', 'fr', 'lea@example.test')
    const frenchMail = await french
    for (const line of [
      'Pour payer, faites un virement de ',
      'Titulaire du compte\u202f: Comptoir SAS',
      'IBAN\u202f: FR14 2004 1010 0505 0001 3M02 606',
      'BIC\u202f: PSSTFRPP',
      `Référence\u202f: ${placed.order.number} (votre numéro de commande`,
      'À payer au plus tard le ',
    ]) {
      expect(frenchMail.text).toContain(line)
    }
  })

  it('offers transfer with its deadline at the payment step', async () => {
    const response = await shop.api.gql(paymentMethodsQuery)
    const methods = response.body.data?.paymentMethods ?? []
    expect(methods.find((method) => method.code === 'BANK_TRANSFER')?.description).toContain(
      'within 5 days',
    )
  })
})

describe('the settings of bank transfer', () => {
  it('shows the demo account, said to be one, without settings of its own', () => {
    expect(loadConfig({}).commerce.bankTransfer).toMatchObject({
      holder: 'COMPTOIR DEMO',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
      reminderDays: 3,
      cancelDays: 7,
      demo: true,
    })
    expect(loadConfig(account).commerce.bankTransfer.demo).toBe(false)
  })

  it('refuses a wrong IBAN or BIC, half an account and a cancellation before the reminder', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (error) {
        if (error instanceof ConfigError) return error.problems
        throw error
      }
      return []
    }
    expect(
      problems({ ...account, BANK_TRANSFER_IBAN: 'FR14 2004 1010 0505 0001 3M02 607' }),
    ).toEqual(['BANK_TRANSFER_IBAN must be a valid IBAN such as FR76 3000 6000 0112 3456 7890 189'])
    expect(problems({ ...account, BANK_TRANSFER_BIC: 'PSST' })).toEqual([
      'BANK_TRANSFER_BIC must be a BIC of 8 or 11 characters such as AGRIFRPPXXX',
    ])
    expect(problems({ BANK_TRANSFER_IBAN: account.BANK_TRANSFER_IBAN })).toEqual([
      'BANK_TRANSFER_HOLDER, BANK_TRANSFER_IBAN and BANK_TRANSFER_BIC must be set together, or none (the demo account)',
    ])
    expect(problems({ BANK_TRANSFER_REMINDER_DAYS: '7', BANK_TRANSFER_CANCEL_DAYS: '7' })).toEqual([
      'BANK_TRANSFER_CANCEL_DAYS must be more than BANK_TRANSFER_REMINDER_DAYS: the reminder comes before the cancellation',
    ])
  })
})

describe('an unpaid transfer order', () => {
  it('is reminded once after the reminder delay, then cancelled with its stock back and its buyer told', async () => {
    const stockBefore = await stockOf(shop.api, 'MAR-S')
    const to = 'late-payer@example.test'
    const { order } = await shop.place([['MAR-S', 2]], 'BANK_TRANSFER', 'fr', to)
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore - 2)
    const job = shop.api.app.services.unpaidOrders
    const placedAt = (await shop.orderState(order.number)).order.createdAt.getTime()
    const sentTo = () => shop.api.mail.sent.filter((mail) => mail.to === to)
    await vi.waitFor(() => {
      expect(sentTo().map((mail) => mail.kind)).toEqual(['order-confirmation'])
    })

    // A day in: nothing yet.
    const early = await job.run(new Date(placedAt + dayMs))
    expect([...early.reminded, ...early.cancelled]).not.toContain(order.number)
    // Two days in: one reminder, however often the job runs.
    const reminder = shop.api.mail.next(to)
    expect((await job.run(new Date(placedAt + 2 * dayMs + 1000))).reminded).toContain(order.number)
    expect((await job.run(new Date(placedAt + 3 * dayMs))).reminded).not.toContain(order.number)
    const reminded = await reminder
    expect(reminded).toMatchObject({
      kind: 'order-payment-reminder',
      subject: `Rappel\u202f: la commande ${order.number} attend votre virement`,
    })
    expect(reminded.text).toContain('IBAN\u202f: FR14 2004 1010 0505 0001 3M02 606')
    expect(reminded.text).toContain(`Référence\u202f: ${order.number}`)
    expect((await shop.orderState(order.number)).order.status).toBe('PENDING_PAYMENT')

    // Five days in: cancelled, the units back on sale, the buyer e-mailed.
    const notice = shop.api.mail.next(to)
    const run = await job.run(new Date(placedAt + 5 * dayMs + 1000))
    expect(run.cancelled).toContain(order.number)
    const state = await shop.orderState(order.number)
    expect(state.order.status).toBe('CANCELLED')
    expect(state.events).toEqual([
      { to: 'PENDING_PAYMENT', actor: 'checkout' },
      { to: 'CANCELLED', actor: 'unpaid-orders' },
    ])
    expect(await stockOf(shop.api, 'MAR-S')).toBe(stockBefore)
    expect(await notice).toMatchObject({
      kind: 'order-payment-expired',
      subject: `Votre commande Comptoir ${order.number} est annulée`,
    })
    // Later runs change nothing more.
    expect((await job.run(new Date(placedAt + 9 * dayMs))).cancelled).not.toContain(order.number)
    await vi.waitFor(() => {
      expect(sentTo().map((mail) => mail.kind)).toEqual([
        'order-confirmation',
        'order-payment-reminder',
        'order-payment-expired',
      ])
    })
  })

  it('is left alone once paid', async () => {
    const { order } = await shop.place([['TEA-1', 1]])
    await shop.api.app.services.orderAdmin.transition(order.number, 'PAID', { actor: 'test' })
    const placedAt = (await shop.orderState(order.number)).order.createdAt.getTime()
    const run = await shop.api.app.services.unpaidOrders.run(new Date(placedAt + 30 * dayMs))
    expect(run.cancelled).not.toContain(order.number)
    expect((await shop.orderState(order.number)).order).toMatchObject({
      status: 'PAID',
      paymentRemindedAt: null,
    })
  })
})
