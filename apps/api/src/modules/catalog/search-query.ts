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

/** Restricts a query to the names: a product's own (weight A). */
type Weight = '' | 'A'

/**
 * A tsquery matching one word as an accent- and case-insensitive prefix ("mar" finds
 * "marinière", "raye" finds "Écru rayé"), or exactly through its English or French stem
 * ("shirts" finds "shirt"): a stem taken as a prefix matches unrelated words. The term travels
 * as a parameter and holds letters and digits only.
 */
function termTsQuery(term: string, weight: Weight): SQL {
  const folded = `${foldSearchTerm(term)}:*${weight}`
  const stem = weight ? `${term}:${weight}` : term
  return sql`(to_tsquery('simple'::regconfig, ${folded}) || to_tsquery('english'::regconfig, ${stem}) || to_tsquery('french'::regconfig, ${stem}))`
}

/** Every word, in the product's document (name, summary, description): for ranking. */
export function searchTsQuery(terms: string[], weight: Weight = ''): SQL {
  return sql.join(
    terms.map((term) => termTsQuery(term, weight)),
    sql` && `,
  )
}

/**
 * Every word found in the product's document or in the option values of one of its variants
 * ("Écru rayé marine"), each word on its own, so "marinière rayé" finds the striped marinière.
 */
export function searchCondition(terms: string[], productVector: SQL, productId: SQL): SQL {
  return sql.join(
    terms.map((term) => {
      const query = termTsQuery(term, '')
      return sql`(${productVector} @@ ${query} OR EXISTS (SELECT 1 FROM product_variants sv WHERE sv.product_id = ${productId} AND sv.search_vector @@ ${query}))`
    }),
    sql` AND `,
  )
}
