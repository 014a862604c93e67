import { graphql } from '@comptoir/gql-client/ambassador-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onAmbassador } from '../../../test/ambassador-fixtures'
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

const updateBillingDetails = graphql(`
  mutation UpdateBillingDetails($input: AmbassadorBillingInput!) {
    updateBillingDetails(input: $input) {
      ambassador {
        billingAddress
        siret
        vatNumber
      }
      errors {
        field
        message
      }
    }
  }
`)

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

  it('names who pays, the shop’s legal identity, and who is paid with the details they gave', async () => {
    const who = await ambassadorWithIban(api, 'Billed Trader', { legalStatus: 'sole_trader' })
    const refused = await onAmbassador(api, who.token, updateBillingDetails, {
      input: { siret: '732 829 320 00075', vatNumber: 'FR' },
    })
    expect(refused.body.data?.updateBillingDetails.errors.map((error) => error.field)).toEqual([
      'siret',
      'vatNumber',
    ])
    const saved = await onAmbassador(api, who.token, updateBillingDetails, {
      input: {
        postalAddress: '8 allée des Tilleuls\n\n33000 Bordeaux ',
        siret: '732 829 320 00074',
        vatNumber: 'fr44 732829320',
      },
    })
    expect(saved.body.data?.updateBillingDetails.ambassador).toEqual({
      billingAddress: '8 allée des Tilleuls\n33000 Bordeaux',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
    })
    await approvedCommissions(api, who, variant, 2)
    const payoutId = await requestedPayout(api, who.token)
    await api.app.services.payouts.decide(payoutId, { status: 'PAID' })
    const text = await pdfText((await download(payoutId, who.token)).rawPayload)
    expect(text).toMatch(/PAID BY[\s\S]*Comptoir Démo SAS/)
    expect(text).toContain('12 rue des Artisans')
    expect(text).toContain('RCS Paris 123 456 782')
    expect(text).toContain('VAT number FR11123456782')
    expect(text).toContain('contact@comptoir.test')
    expect(text).toContain('8 allée des Tilleuls')
    expect(text).toContain('33000 Bordeaux')
    expect(text).toContain('SIRET 732 829 320 00074')
    expect(text).toContain('VAT number FR44732829320')
  })

  it('prints no SIRET, VAT number or address for an ambassador who gave none', async () => {
    const { who, payoutId } = await paidPayout('Plain Individual')
    const text = await pdfText((await download(payoutId, who.token)).rawPayload)
    expect(text).toContain('Comptoir Démo SAS')
    expect(text).not.toContain('SIRET')
    expect(text.match(/VAT number/g)).toHaveLength(1)
  })
})
