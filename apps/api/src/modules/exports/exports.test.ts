import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/ambassador-graphql'

import { approvedAmbassador, onAmbassador } from '../../../test/ambassador-fixtures'
import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { readCsv } from '../../../test/csv-reader'
import { frenchAddress, setStock, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { ambassadorCommissions, orderAttributions, orders } from '../../db/schema'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const csvExportQuery = graphql(`
  query CsvExport($kind: CsvExportKind!, $from: String!, $to: String!, $dialect: CsvDialect) {
    csvExport(kind: $kind, from: $from, to: $to, dialect: $dialect) {
      filename
      content
      rows
    }
  }
`)

let api: TestApp
let variant: string
let marie: Awaited<ReturnType<typeof approvedAmbassador>>
let stranger: Awaited<ReturnType<typeof approvedAmbassador>>
let quoted: string
let plain: string
let old: string
let theirs: string
const dayMs = 86_400_000
const today = new Date().toISOString().slice(0, 10)
const dayBefore = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10)
/** The day of an older order, out of the current period. */
const earlier = dayBefore(200)
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'MAR-S', 10_000)
  variant = (await variantIds(api, ['MAR-S']))['MAR-S'] ?? ''
  marie = await approvedAmbassador(api, 'Marie Export')
  stranger = await approvedAmbassador(api, 'Other Export')
  quoted = await placeOrderWith(api, { variantId: variant, quantity: 1, code: marie.code })
  plain = await placeOrderWith(api, { variantId: variant, quantity: 2, code: marie.code })
  old = await placeOrderWith(api, { variantId: variant, quantity: 1, code: marie.code })
  theirs = await placeOrderWith(api, { variantId: variant, quantity: 1, code: stranger.code })
  const { db } = api.database.handle
  // A buyer whose name and city hold a comma and quotes, as the CSV must carry them.
  await db
    .update(orders)
    .set({
      shippingAddress: {
        ...frenchAddress,
        line2: null,
        phone: null,
        firstName: 'Jean, "JJ"',
        city: 'Saint-Denis, "La Plaine"',
      },
    })
    .where(eq(orders.number, quoted))
  // An older order, out of the current period.
  const lastYear = new Date(`${earlier}T09:30:00Z`)
  await db.update(orders).set({ createdAt: lastYear }).where(eq(orders.number, old))
  await db
    .update(ambassadorCommissions)
    .set({ createdAt: lastYear })
    .where(
      eq(
        ambassadorCommissions.orderId,
        sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.number} = ${old})`,
      ),
    )
  await db
    .update(orderAttributions)
    .set({ createdAt: lastYear })
    .where(
      eq(
        orderAttributions.orderId,
        sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.number} = ${old})`,
      ),
    )
})

afterAll(async () => {
  await api.close()
})

interface ExportVariables {
  kind: 'ORDERS' | 'COMMISSIONS'
  from: string
  to: string
  dialect?: 'FRENCH' | 'INTERNATIONAL'
}

function exportOf(token: string, variables: ExportVariables, language = 'en') {
  return onAmbassador(api, token, csvExportQuery, variables, { 'accept-language': language })
}

async function csv(variables: ExportVariables, language = 'en') {
  const response = await exportOf(marie.token, variables, language)
  expect(response.body.errors).toBeUndefined()
  const file = response.body.data?.csvExport
  if (!file) throw new Error(JSON.stringify(response.body))
  const french = variables.dialect === 'FRENCH' || (!variables.dialect && language === 'fr')
  return {
    ...file,
    lines: file.content.split('\r\n'),
    table: readCsv(file.content, french ? ';' : ','),
  }
}

describe('csvExport of orders', () => {
  it('is a UTF-8 file with a byte order mark, CRLF lines and the ambassador’s orders of the period', async () => {
    const file = await csv({ kind: 'ORDERS', from: today, to: today })
    expect(file.filename).toBe(`comptoir-orders-${today}-${today}.csv`)
    expect(file.content.startsWith('\uFEFF')).toBe(true)
    expect(file.content.endsWith('\r\n')).toBe(true)
    expect(file.rows).toBe(2)
    expect(file.lines[0]).toBe(
      '\uFEFFOrder number,Placed at,Status,Source,Operation code,Customer,City,Sales,Commission,Commission status,Currency',
    )
    const [number, placedAt, ...rest] = file.table[2] ?? []
    expect(number).toBe(plain)
    expect(placedAt).toMatch(instant)
    expect(rest).toEqual([
      'Paid',
      'Code at checkout',
      '',
      'Camille M.',
      'Paris',
      '118.00',
      '9.83',
      'Pending',
      'EUR',
    ])
    expect(file.content).not.toContain(theirs)
    expect(file.content).not.toContain(old)
  })

  it('quotes a customer and a city holding a comma or quotes (RFC 4180)', async () => {
    const file = await csv({ kind: 'ORDERS', from: today, to: today })
    expect(file.lines[1]).toMatch(
      new RegExp(
        `^${quoted},[^,]+,Paid,Code at checkout,,"Jean, ""JJ"" M\\.","Saint-Denis, ""La Plaine""",59\\.00,4\\.92,Pending,EUR$`,
      ),
    )
  })

  it('is in French for a French request, with `;` and decimal commas unless asked otherwise', async () => {
    const file = await csv({ kind: 'ORDERS', from: today, to: today }, 'fr')
    expect(file.lines[0]).toBe(
      '\uFEFFNuméro de commande;Passée le;Statut;Origine;Code d’opération;Client;Ville;Ventes;Commission;Statut de la commission;Devise',
    )
    expect(file.table[2]?.slice(2)).toEqual([
      'Payée',
      'Code au paiement',
      '',
      'Camille M.',
      'Paris',
      '118,00',
      '9,83',
      'En attente',
      'EUR',
    ])
    // Quotes are doubled inside quotes; the table reads the cells whole.
    expect(file.lines[1]).toContain(';"Jean, ""JJ"" M.";')
    expect(file.table[1]?.slice(5, 8)).toEqual([
      'Jean, "JJ" M.',
      'Saint-Denis, "La Plaine"',
      '59,00',
    ])

    const international = await csv(
      { kind: 'ORDERS', from: today, to: today, dialect: 'INTERNATIONAL' },
      'fr',
    )
    expect(international.lines[0]?.split(',')).toHaveLength(11)
    expect(international.table[2]?.slice(2, 9)).toEqual([
      'Payée',
      'Code au paiement',
      '',
      'Camille M.',
      'Paris',
      '118.00',
      '9.83',
    ])
  })

  it('takes the French dialect in English when asked', async () => {
    const file = await csv({ kind: 'ORDERS', from: today, to: today, dialect: 'FRENCH' })
    expect(file.table[0]?.[0]).toBe('Order number')
    expect(file.table[2]?.slice(2, 9)).toEqual([
      'Paid',
      'Code at checkout',
      '',
      'Camille M.',
      'Paris',
      '118,00',
      '9,83',
    ])
  })

  it('takes the period’s days inclusively', async () => {
    const file = await csv({ kind: 'ORDERS', from: earlier, to: today })
    expect(file.rows).toBe(3)
    expect(file.table[1]?.slice(0, 2)).toEqual([old, `${earlier}T09:30:00Z`])
    expect((await csv({ kind: 'ORDERS', from: dayBefore(199), to: today })).rows).toBe(2)
    expect((await csv({ kind: 'ORDERS', from: dayBefore(210), to: dayBefore(201) })).rows).toBe(0)
    expect((await csv({ kind: 'COMMISSIONS', from: earlier, to: earlier })).rows).toBe(1)
  })

  it('never holds another ambassador’s rows', async () => {
    const response = await exportOf(stranger.token, {
      kind: 'ORDERS',
      from: dayBefore(300),
      to: today,
    })
    const content = response.body.data?.csvExport.content ?? ''
    expect(response.body.data?.csvExport.rows).toBe(1)
    expect(content).toContain(theirs)
    for (const number of [quoted, plain, old]) expect(content).not.toContain(number)
  })
})

describe('csvExport of commissions', () => {
  it('lists the ledger lines of the period with rate, base and amounts as numbers', async () => {
    const file = await csv({ kind: 'COMMISSIONS', from: today, to: today })
    expect(file.filename).toBe(`comptoir-commissions-${today}-${today}.csv`)
    expect(file.lines[0]).toBe(
      '\uFEFFOrder number,Created at,Kind,Status,Rate (%),Base,Commission,Currency,Approved at,Paid at,Reversed at',
    )
    expect(file.rows).toBe(2)
    const [number, createdAt, ...rest] = file.table[2] ?? []
    expect(number).toBe(plain)
    expect(createdAt).toMatch(instant)
    expect(rest).toEqual(['Sale', 'Pending', '10', '98.33', '9.83', 'EUR', '', '', ''])
    expect(file.content).not.toContain(old)
  })

  it('is in French for a French request: kinds and statuses, `;` and decimal commas', async () => {
    const file = await csv({ kind: 'COMMISSIONS', from: today, to: today }, 'fr')
    expect(file.table[0]).toEqual([
      'Numéro de commande',
      'Créée le',
      'Type',
      'Statut',
      'Taux (%)',
      'Base',
      'Commission',
      'Devise',
      'Validée le',
      'Payée le',
      'Annulée le',
    ])
    expect(file.table[2]?.slice(2)).toEqual([
      'Vente',
      'En attente',
      '10',
      '98,33',
      '9,83',
      'EUR',
      '',
      '',
      '',
    ])
  })
})

describe('csvExport periods', () => {
  it.each([
    ['2026-11-31', '2026-12-01', 'Dates must be real days written YYYY-MM-DD, such as 2026-11-30.'],
    ['2026-11-30', '2026-11-01', 'The end date must be on or after the start date.'],
    ['2025-01-01', '2026-06-30', 'A period covers at most 366 days: choose a shorter one.'],
  ])('refuses %s → %s with a clear GraphQL error', async (from, to, message) => {
    const response = await exportOf(marie.token, { kind: 'ORDERS', from, to })
    expect(response.body.data).toBeNull()
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } }),
    ])
  })

  it('says why in French for a French request', async () => {
    const response = await exportOf(
      marie.token,
      { kind: 'COMMISSIONS', from: '2026-11-30', to: '2026-11-01' },
      'fr',
    )
    expect(response.body.errors?.[0]?.message).toBe(
      'La date de fin doit être identique ou postérieure à la date de début.',
    )
  })
})
