import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfText } from '../../../test/pdf-text'
import { startUnpaidOrdersShop, type UnpaidOrdersShop } from '../../../test/unpaid-orders'
import { invoiceCounters, invoices, orders } from '../../db/schema'

let shop: UnpaidOrdersShop

beforeAll(async () => {
  shop = await startUnpaidOrdersShop()
})

afterAll(async () => {
  await shop.api.close()
})

const orderInvoiceQuery = graphql(`
  query OrderInvoice($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      number
      invoiceNumber
    }
  }
`)

function download(number: string, headers: Record<string, string> = {}) {
  return shop.api.app.fastify.inject({
    method: 'GET',
    url: `/gql/public/orders/${encodeURIComponent(number)}/invoice`,
    headers,
  })
}

const year = new Date().getUTCFullYear()
const invoiceNumberPattern = new RegExp(`^F-${String(year)}-\\d{6}$`)

async function paid(number: string) {
  const result = await shop.api.app.services.orderAdmin.transition(number, 'PAID', {
    actor: 'admin',
    from: 'PENDING_PAYMENT',
  })
  if (!result.ok) throw new Error(JSON.stringify(result))
}

describe('invoices', () => {
  it('invoices a paid order: the seller, the buyer, the lines, the VAT breakdown and the totals', async () => {
    const placed = await shop.place([['MAR-S', 2]], 'TEST_CARD')
    const asked = await shop.api.gql(orderInvoiceQuery, {
      variables: { number: placed.order.number, accessToken: placed.accessToken },
    })
    const invoiceNumber = asked.body.data?.order?.invoiceNumber ?? ''
    expect(invoiceNumber).toMatch(invoiceNumberPattern)
    const response = await download(placed.order.number, {
      'x-order-token': placed.accessToken ?? '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="comptoir-invoice-${invoiceNumber}.pdf"`,
    )
    const text = await pdfText(response.rawPayload)
    expect(text).toContain(`Invoice No. ${invoiceNumber}`)
    expect(text).toMatch(/SELLER\s+BILLED TO/)
    expect(text).toContain('Comptoir Démo SAS')
    expect(text).toContain('RCS Paris 123 456 782')
    expect(text).toContain('VAT number FR11123456782')
    expect(text).toContain('Camille Martin')
    expect(text).toContain('12 rue des Lilas')
    expect(text).toContain(placed.order.number)
    // 2 × €59.00 with free standard delivery: €118.00, of which VAT 20 % €19.67.
    expect(text).toMatch(/\(MAR-S\)\s+2\s+€59\.00\s+€118\.00/)
    expect(text).toMatch(/20%\s+€98\.33\s+€19\.67\s+€118\.00/)
    expect(text).toMatch(/Total excl\. VAT\s+€98\.33/)
    expect(text).toMatch(/Total incl\. VAT\s+€118\.00/)
  })

  it('speaks the buyer’s language', async () => {
    const placed = await shop.place([['TEA-1', 1]], 'TEST_CARD', 'fr')
    const response = await download(placed.order.number, {
      'x-order-token': placed.accessToken ?? '',
    })
    expect(response.headers['content-disposition']).toMatch(/comptoir-facture-F-\d{4}-\d{6}\.pdf/)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Facture n° F-')
    expect(text).toContain('DÉTAIL DE LA TVA')
    expect(text).toMatch(/Total TTC\s+\d+,\d{2}\s€/)
    expect(text).toContain('N° TVA FR11123456782')
  })

  it('gives nobody else the invoice, and none before payment', async () => {
    const placed = await shop.place([['MAR-S', 1]], 'BANK_TRANSFER')
    const token = { 'x-order-token': placed.accessToken ?? '' }
    expect((await download(placed.order.number, token)).statusCode).toBe(404)
    const unpaid = await shop.api.gql(orderInvoiceQuery, {
      variables: { number: placed.order.number, accessToken: placed.accessToken },
    })
    expect(unpaid.body.data?.order?.invoiceNumber).toBeNull()
    await paid(placed.order.number)
    expect((await download(placed.order.number, token)).statusCode).toBe(200)
    expect((await download(placed.order.number)).statusCode).toBe(404)
    expect(
      (await download(placed.order.number, { 'x-order-token': 'not-the-token' })).statusCode,
    ).toBe(404)
    const other = await shop.place([['MAR-S', 1]], 'TEST_CARD')
    expect(
      (await download(placed.order.number, { 'x-order-token': other.accessToken ?? '' }))
        .statusCode,
    ).toBe(404)
    expect((await download('CPT-2000-000001', token)).statusCode).toBe(404)
  })

  it('numbers invoices once, in a series without gaps, under concurrent payments and a rolled-back one', async () => {
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => shop.place([['TEA-1', 1]], 'BANK_TRANSFER')),
    )
    const db = shop.api.database.handle.db
    const [first] = placed
    // A payment that fails after the order was marked paid gives its number back.
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: 'PAID' })
          .where(eq(orders.number, first?.order.number ?? ''))
        throw new Error('payment rolled back')
      }),
    ).rejects.toThrow('payment rolled back')
    await Promise.all(placed.map((order) => paid(order.order.number)))
    // Marked paid again (a retried webhook): still one invoice.
    await db.execute(
      sql`UPDATE "orders" SET "status" = 'PAID' WHERE "number" = ${first?.order.number ?? ''}`,
    )
    const rows = await db.select().from(invoices).where(eq(invoices.year, year))
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1))
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(rows.length)
    const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year))
    expect(counter?.last).toBe(sequences.length)
    for (const row of rows) expect(row.number).toMatch(invoiceNumberPattern)
  })
})
