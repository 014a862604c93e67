import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import pg from 'pg'
import pino from 'pino'
import { inject } from 'vitest'

import { openDatabase, type DatabaseHandle } from '../src/db/client'

export const silentLogger = pino({ level: 'silent' })

export interface TestDatabase {
  handle: DatabaseHandle
  /** Connection string of the isolated PostgreSQL database (null for the embedded one). */
  url: string | null
  drop(): Promise<void>
}

async function openPostgresCopy(baseUrl: string, poolSize: number): Promise<TestDatabase> {
  const name = `comptoir_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: null,
    logger: silentLogger,
    poolSize,
  })
  await handle.migrate()
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close()
      const cleaner = new pg.Client({ connectionString: baseUrl })
      await cleaner.connect()
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleaner.end()
    },
  }
}

/**
 * A migrated database of its own for one test file: a fresh PostgreSQL database next to
 * DATABASE_URL's when it is set (so files run in parallel), else an in-memory embedded one.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) return openPostgresCopy(baseUrl, options.poolSize ?? 5)
  const template = inject('pgliteTemplate')
  const handle = await openDatabase({
    databaseUrl: null,
    dataDir: null,
    logger: silentLogger,
    ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
  })
  if (!template) await handle.migrate()
  return { handle, url: null, drop: () => handle.close() }
}
