import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../../test/database'
import { preparedStatement, queryPreparedRows } from './client'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

const doubled = (value: number) => sql`SELECT ${value}::int * 2 AS "doubled"`

describe('queryPreparedRows', () => {
  it('answers each call with its own values', async () => {
    const { db } = database.handle
    expect(await queryPreparedRows(db, doubled(2))).toEqual([{ doubled: 4 }])
    expect(await queryPreparedRows(db, doubled(21))).toEqual([{ doubled: 42 }])
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'prepares a statement once per connection, named after its text',
    async () => {
      const prepared = await database.handle.db.transaction(async (tx) => {
        await queryPreparedRows(tx, doubled(1))
        await queryPreparedRows(tx, doubled(5))
        return queryPreparedRows<{ statement: string }>(
          tx,
          sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%doubled%'`,
        )
      })
      expect(prepared.filter((row) => row.statement.includes('* 2'))).toHaveLength(1)
    },
  )

  it('runs a statement built once with the values of each call', async () => {
    const { db } = database.handle
    const sum = preparedStatement<{ sum: number }>(
      sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS "sum"`,
    )
    expect(await sum(db, { a: 1, b: 2 })).toEqual([{ sum: 3 }])
    expect(await sum(db, { a: 40, b: 2 })).toEqual([{ sum: 42 }])
  })
})
