import { sql, type SQL } from 'drizzle-orm'

/** Accented letters folded by `foldAccents` (SQL) and `foldSearchTerm` (TypeScript) alike. */
export const accentedLetters = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ'
export const plainLetters = 'aaaaaaceeeeiiiinooooouuuuyy'

function fold(expression: string): string {
  return `translate(replace(replace(lower(${expression}), 'œ', 'oe'), 'æ', 'ae'), '${accentedLetters}', '${plainLetters}')`
}

type Field = (locale: 'en' | 'fr') => string

const localized =
  (column: string): Field =>
  (locale) =>
    `coalesce(${column} ->> '${locale}', '')`

/** Every option value of a variant in one language, e.g. `["Écru rayé marine"]`. */
const optionValues: Field = (locale) =>
  `jsonb_path_query_array("options", '$[*].value.${locale}')::text`

function weighted(field: Field, weight: 'A' | 'B' | 'C'): string {
  const both = `${field('en')} || ' ' || ${field('fr')}`
  return [
    `setweight(to_tsvector('simple'::regconfig, ${fold(both)}), '${weight}')`,
    `setweight(to_tsvector('english'::regconfig, ${field('en')}), '${weight}')`,
    `setweight(to_tsvector('french'::regconfig, ${field('fr')}), '${weight}')`,
  ].join(' || ')
}

/**
 * The product's search document over both languages: accent-folded words for prefix matching
 * ('simple'), plus English and French stems. Names weigh most, then summaries, then descriptions.
 * Built only from constants, so it is safe as raw SQL in the generated column.
 */
export const searchDocument: SQL = sql.raw(
  [
    weighted(localized('"name"'), 'A'),
    weighted(localized('"summary"'), 'B'),
    weighted(localized('"description"'), 'C'),
  ].join(' || '),
)

/** A variant's search document: its option values ("Écru rayé marine") in both languages. */
export const variantSearchDocument: SQL = sql.raw(weighted(optionValues, 'A'))
