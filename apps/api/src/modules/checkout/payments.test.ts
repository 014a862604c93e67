import { describe, expect, it } from 'vitest'

import { createTestCardProvider, testCards, type CardInput } from './payments'

const june2026 = new Date('2026-06-15T12:00:00Z')
const provider = createTestCardProvider(() => june2026)

function pay(card: Partial<CardInput>) {
  return provider.authorize({
    amountCents: 1000,
    currency: 'EUR',
    idempotencyKey: 'key',
    card: { number: testCards.succeeds, expiry: '12/29', cvc: '123', ...card },
  })
}

describe('the test card provider', () => {
  it('takes the number with the spaces and hyphens people type, and keeps brand and last 4', async () => {
    await expect(pay({ number: '4242 4242-4242 4242' })).resolves.toMatchObject({
      accepted: true,
      orderStatus: 'PAID',
      cardBrand: 'visa',
      cardLast4: '4242',
    })
  })

  it('refuses a number with a wrong checksum or too few digits on the number field', async () => {
    for (const number of ['4242 4242 4242 4241', '42424242424']) {
      await expect(pay({ number })).resolves.toEqual({
        accepted: false,
        code: 'invalid_card_number',
        field: 'card.number',
      })
    }
  })

  it('accepts a card until the end of its month and refuses an earlier month or a month 13', async () => {
    await expect(pay({ expiry: '06/26' })).resolves.toMatchObject({ accepted: true })
    await expect(pay({ expiry: '06 / 26' })).resolves.toMatchObject({ accepted: true })
    for (const expiry of ['05/26', '13/29', '1229', '00/29']) {
      await expect(pay({ expiry })).resolves.toEqual({
        accepted: false,
        code: 'invalid_expiry',
        field: 'card.expiry',
      })
    }
  })

  it('says why the documented failing cards fail', async () => {
    await expect(pay({ number: testCards.declined })).resolves.toMatchObject({
      code: 'card_declined',
    })
    await expect(pay({ number: testCards.insufficientFunds })).resolves.toMatchObject({
      code: 'insufficient_funds',
    })
    await expect(pay({ cvc: '12' })).resolves.toMatchObject({ code: 'invalid_cvc' })
  })
})
