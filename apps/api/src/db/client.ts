import { mkdir } from 'node:fs/promises'

import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Logger } from 'pino'

import { migrationsFolder } from '../paths'
import * as schema from './schema'

/** The Drizzle database (or a transaction on it), whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database with what the process needs around it. */
export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** SQL statements sent since the handle was opened (for tests and benchmarks). */
  readonly statementCount: number
  /** Applies the checked-in SQL migrations that have not run yet. */
  migrate(): Promise<void>
  /** A tarball of the embedded database's data folder (null for PostgreSQL). */
  dump(): Promise<Blob | null>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; null opens the embedded database. */
  databaseUrl: string | null
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null
  /** A data-directory tarball to start the embedded database from (tests). */
  loadDataDir?: Blob
  logger: Logger
  /** Pool size for PostgreSQL. */
  poolSize?: number
}

function countingLogger(onQuery: () => void): DrizzleLogger {
  return { logQuery: onQuery }
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  await client.waitReady
  let statementCount = 0
  const db = drizzlePglite({
    client,
    schema,
    logger: countingLogger(() => (statementCount += 1)),
  })
  return {
    db,
    kind: 'pglite',
    get statementCount() {
      return statementCount
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder })
    },
    async dump() {
      return client.dumpDataDir('none')
    },
    async ping() {
      await client.query('SELECT 1')
    },
    async close() {
      if (!client.closed) await client.close()
    },
  }
}

function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
  })
  // An idle client whose server went away emits 'error'; without a listener the process would crash.
  pool.on('error', (error) => {
    options.logger.warn({ err: error }, 'database connection lost; the pool will reconnect')
  })
  let statementCount = 0
  const db = drizzleNodePg({
    client: pool,
    schema,
    logger: countingLogger(() => (statementCount += 1)),
  })
  let closed = false
  return {
    db,
    kind: 'postgres',
    get statementCount() {
      return statementCount
    },
    async migrate() {
      await migrateNodePg(db, { migrationsFolder })
    },
    dump: () => Promise.resolve(null),
    async ping() {
      await pool.query('SELECT 1')
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options)
}

/**
 * Opens the configured database and applies the migrations that have not run yet: the first
 * step of the server and of every command. The database is closed again if they fail.
 */
export async function openMigratedDatabase(
  config: { databaseUrl: string | null; dataDir: string | null },
  logger: Logger,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  })
  try {
    await database.migrate()
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

function hasRows(value: unknown): value is { rows: unknown[] } {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows)
  )
}

/** Runs a raw statement and returns its rows, whichever driver is underneath. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  if (!hasRows(result)) throw new Error('The database driver returned no rows array')
  return result.rows as Row[]
}
