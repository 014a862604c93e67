import { randomBytes } from 'node:crypto'

import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { loadConfig } from './config'
import { products } from './db/schema'
import { demoData } from './seed/demo-data'
import { prepareDatabase } from './server'
import { silentLogger } from '../test/database'

const baseUrl = process.env.DATABASE_URL
const created: string[] = []

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})

describe.skipIf(!baseUrl)('instances starting together on an empty database', () => {
  it('migrate and seed it once, one after the other, and all start', async () => {
    const name = `comptoir_start_${randomBytes(6).toString('hex')}`
    await admin(`CREATE DATABASE ${name}`)
    created.push(name)
    const url = new URL(baseUrl ?? '')
    url.pathname = `/${name}`
    const config = loadConfig({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '3' })
    const databases = await Promise.all([1, 2, 3].map(() => prepareDatabase(config, silentLogger)))
    try {
      const [first] = databases
      if (!first) throw new Error('no database')
      const [row] = await first.db.select({ products: count() }).from(products)
      expect(row?.products).toBe(demoData.products.length)
    } finally {
      await Promise.all(databases.map((database) => database.close()))
    }
  }, 120_000)
})
