import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { pdfText } from '../../../test/pdf-text'
import { ambassadorWithIban, approvedCommissions, requestedPayout } from '../../../test/payouts'
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

const fullIban = 'FR7630006000011234567890189'

function download(payoutId: string, token?: string) {
  return api.app.fastify.inject({
    method: 'GET',
    url: `/gql/ambassador/payouts/${payoutId}/statement`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

async function paidPayout(name: string, options: Parameters<typeof ambassadorWithIban>[2] = {}) {
  const who = await ambassadorWithIban(api, name, options)
  const orders = await approvedCommissions(api, who, variant, 2)
  const payoutId = await requestedPayout(api, who.token)
  await api.app.services.payouts.decide(payoutId, { status: 'PAID' })
  return { who, orders, payoutId }
}

describe('payout statement', () => {
  it('downloads the owner’s statement as a PDF with the IBAN masked, each commission and the VAT mention', async () => {
    const { who, orders, payoutId } = await paidPayout('Statement Owner', { locale: 'en' })
    const response = await download(payoutId, who.token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="comptoir-payout-statement-${who.code}-0001\\.pdf"$`),
    )
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('FR76 •••• 0189')
    expect(text).not.toContain(fullIban)
    expect(text).not.toContain('3000601234567890')
    // Two orders of 2 × €59.00: base €98.33 each at 50 % → €49.17 each, one table row per order.
    for (const number of orders) {
      expect(text).toMatch(
        new RegExp(`^${number}\\s+\\d+ \\w+ \\d{4}\\s+€98\\.33\\s+50%\\s+€49\\.17$`, 'm'),
      )
    }
    expect(text).toMatch(/Total paid\s+€98\.34/)
    expect(text).toContain('VAT not applicable')
    expect(text).toContain('Statement Owner')
  })

  it('speaks French to a French ambassador, amounts in French spacing, VAT included for a company', async () => {
    const { who, payoutId } = await paidPayout('Société Dupont', {
      locale: 'fr',
      legalStatus: 'company',
    })
    const response = await download(payoutId, who.token)
    expect(response.headers['content-disposition']).toContain('comptoir-releve-paiement-')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Relevé de paiement')
    expect(text).toMatch(/98,33\s€\s+50\s%\s+49,17\s€/)
    expect(text).toMatch(/Total payé\s+98,34\s€/)
    expect(text).toContain('Montants toutes taxes comprises')
    expect(text).toContain('Statut juridique : Société')
  })

  it('answers 404 for another ambassador’s payout, an unknown id or a payout not paid, 401 without a token', async () => {
    const { payoutId } = await paidPayout('Someone Else')
    const intruder = await ambassadorWithIban(api, 'Intruder')
    expect((await download(payoutId, intruder.token)).statusCode).toBe(404)
    expect(
      (await download('00000000-0000-4000-8000-000000000000', intruder.token)).statusCode,
    ).toBe(404)
    expect((await download('not-a-uuid', intruder.token)).statusCode).toBe(404)
    expect((await download(payoutId)).statusCode).toBe(401)

    await approvedCommissions(api, intruder, variant, 2)
    const open = await requestedPayout(api, intruder.token)
    expect((await download(open, intruder.token)).statusCode).toBe(404)
  })

  it('is attached to the e-mail that tells the ambassador the payout is made', async () => {
    const who = await ambassadorWithIban(api, 'Mailed Statement')
    await approvedCommissions(api, who, variant, 2)
    const payoutId = await requestedPayout(api, who.token)
    const mail = api.mail.next(who.email)
    await api.app.services.payouts.decide(payoutId, { status: 'PAID' })
    const message = await mail
    expect(message.kind).toBe('ambassador-payout-paid')
    expect(message.text).toContain('The statement of this payout')
    const [file] = message.attachments ?? []
    expect(file?.filename).toBe(`comptoir-payout-statement-${who.code}-0001.pdf`)
    expect(file?.contentType).toBe('application/pdf')
    const pdf = Buffer.from(file?.content ?? '', 'base64')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await pdfText(pdf)).toContain('FR76 •••• 0189')
  })
})
