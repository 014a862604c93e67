import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { generateToken, hashToken } from '../modules/accounts/tokens'
import { migrationsFolder } from '../paths'

interface Runner {
  exec(sql: string): Promise<void>
  rows<Row>(sql: string): Promise<Row[]>
  close(): Promise<void>
}

async function applyMigration(runner: Runner, tag: string) {
  const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await runner.exec(statement)
  }
}

function pglite(): Runner {
  const client = new PGlite()
  return {
    exec: async (sql) => {
      await client.exec(sql)
    },
    rows: async <Row>(sql: string) => (await client.query<Row>(sql)).rows,
    close: () => client.close(),
  }
}

async function postgres(baseUrl: string): Promise<Runner> {
  const name = `comptoir_migration_${generateToken()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  return {
    exec: async (sql) => {
      await client.query(sql)
    },
    rows: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
    async close() {
      await client.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

const runners: Runner[] = []

afterAll(async () => {
  for (const runner of runners) await runner.close()
})

const engines: [string, () => Promise<Runner>][] = [
  ['the embedded database', () => Promise.resolve(pglite())],
]
const databaseUrl = process.env.DATABASE_URL
if (databaseUrl) engines.push(['PostgreSQL', () => postgres(databaseUrl)])

describe.each(engines)('0004_token_hashes on %s', (_name, open) => {
  it('replaces the stored cart ids and order access tokens by their SHA-256', async () => {
    const runner = await open()
    runners.push(runner)
    for (const tag of [
      '0000_init',
      '0001_ambassador_programme',
      '0002_commerce',
      '0003_ambassador_ledger',
    ]) {
      await applyMigration(runner, tag)
    }
    const cartToken = generateToken()
    const accessToken = generateToken()
    await runner.exec(`
      INSERT INTO carts (id, token) VALUES ('00000000-0000-4000-8000-000000000001', '${cartToken}');
      INSERT INTO orders (number, access_token, idempotency_key, cart_id, email, locale, status,
        subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents, shipping_address,
        shipping_method, shipping_method_name, payment_method)
      VALUES ('CPT-2026-000001', '${accessToken}', 'key-of-the-migration-test',
        '00000000-0000-4000-8000-000000000001', 'buyer@example.test', 'en', 'PAID',
        1000, 0, 490, 1490, 248, '{}', 'STANDARD', '{}', 'TEST_CARD');
    `)

    await applyMigration(runner, '0004_token_hashes')

    const [cart] = await runner.rows<{ token_hash: string }>('SELECT token_hash FROM carts')
    const [order] = await runner.rows<{ access_token_hash: string }>(
      'SELECT access_token_hash FROM orders',
    )
    expect(cart?.token_hash).toBe(hashToken(cartToken))
    expect(order?.access_token_hash).toBe(hashToken(accessToken))
  })
})
