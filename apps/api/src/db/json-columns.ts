import { sql, type Column, type SQL } from 'drizzle-orm'

/**
 * A row as one jsonb object keyed by the TypeScript names of `columns`, so that one statement can
 * return rows of several shapes (a cart, its lines, an order) in a single row.
 */
export function jsonObjectOf(columns: Record<string, Column>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${key}::text, ${column}`)
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`
}

/** Reads back an object built by {@link jsonObjectOf}, each value as its column maps it. */
export function rowFromJson<Row extends object>(
  columns: { [Key in keyof Row]: Column },
  value: Record<string, unknown>,
): Row {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries<Column>(columns)) {
    const field = value[key]
    row[key] = field === null || field === undefined ? null : column.mapFromDriverValue(field)
  }
  return row as Row
}

/** Reads back a row a statement returned as `to_jsonb(row)` (keyed by the columns' SQL names). */
export function rowFromRecordJson<Row extends object>(
  columns: { [Key in keyof Row]: Column },
  value: Record<string, unknown>,
): Row {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries<Column>(columns)) {
    const field = value[column.name]
    row[key] = field === null || field === undefined ? null : column.mapFromDriverValue(field)
  }
  return row as Row
}
