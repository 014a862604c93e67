import { sql, type SQL } from 'drizzle-orm'

import { accentedLetters, plainLetters } from '../../db/schema/search-document'

const maxTerms = 8
const maxTermLength = 40

/** Folds a word the way the search document does (lower case, œ → oe, accents dropped). */
export function foldSearchTerm(term: string): string {
  let folded = term.toLowerCase().replaceAll('œ', 'oe').replaceAll('æ', 'ae')
  for (let index = 0; index < accentedLetters.length; index += 1) {
    folded = folded.replaceAll(accentedLetters.charAt(index), plainLetters.charAt(index))
  }
  return folded
}

/**
 * The words of a search: letters and digits only (so nothing reaches tsquery syntax), at most
 * eight words of at most forty characters, lower case.
 */
export function searchTerms(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, maxTerms)
    .map((term) => term.slice(0, maxTermLength))
}

/**
 * A tsquery matching every word as a prefix ("mar" finds "marinière"), accent-insensitive, or
 * through its English or French stem ("shirts" finds "shirt"). Terms travel as parameters.
 */
export function searchTsQuery(terms: string[]): SQL {
  const parts = terms.map((term) => {
    const folded = `${foldSearchTerm(term)}:*`
    const raw = `${term}:*`
    return sql`(to_tsquery('simple'::regconfig, ${folded}) || to_tsquery('english'::regconfig, ${raw}) || to_tsquery('french'::regconfig, ${raw}))`
  })
  return sql.join(parts, sql` && `)
}
