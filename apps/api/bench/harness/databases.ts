import { randomBytes } from 'node:crypto'

import pg from 'pg'

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function onServer(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export interface ThrowawayDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

/** Creates an empty database with a unique name beside `postgresUrl`'s; `drop` removes it. */
export async function createThrowawayDatabase(
  postgresUrl: string,
  purpose: string,
): Promise<ThrowawayDatabase> {
  const name = `comptoir_bench_${purpose}_${randomBytes(4).toString('hex')}`
  await onServer(postgresUrl, `CREATE DATABASE ${name}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => onServer(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
