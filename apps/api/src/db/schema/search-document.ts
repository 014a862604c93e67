import { sql, type SQL } from 'drizzle-orm'

/** Accented letters folded by `foldAccents` (SQL) and `foldSearchTerm` (TypeScript) alike. */
export const accentedLetters = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ'
export const plainLetters = 'aaaaaaceeeeiiiinooooouuuuyy'

function fold(expression: string): string {
  return `translate(replace(replace(lower(${expression}), 'œ', 'oe'), 'æ', 'ae'), '${accentedLetters}', '${plainLetters}')`
}

function field(column: string, locale: 'en' | 'fr'): string {
  return `coalesce(${column} ->> '${locale}', '')`
}

function weighted(column: string, weight: 'A' | 'B' | 'C'): string {
  const both = `${field(column, 'en')} || ' ' || ${field(column, 'fr')}`
  return [
    `setweight(to_tsvector('simple'::regconfig, ${fold(both)}), '${weight}')`,
    `setweight(to_tsvector('english'::regconfig, ${field(column, 'en')}), '${weight}')`,
    `setweight(to_tsvector('french'::regconfig, ${field(column, 'fr')}), '${weight}')`,
  ].join(' || ')
}

/**
 * The product's search document over both languages: accent-folded words for prefix matching
 * ('simple'), plus English and French stems. Names weigh most, then summaries, then descriptions.
 * Built only from constants, so it is safe as raw SQL in the generated column.
 */
export const searchDocument: SQL = sql.raw(
  [weighted('"name"', 'A'), weighted('"summary"', 'B'), weighted('"description"', 'C')].join(
    ' || ',
  ),
)
