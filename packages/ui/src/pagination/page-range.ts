/** A page number to show, or a gap between two runs of pages. */
export type PageSlot = number | 'gap'

/**
 * The page numbers a pagination shows: always the first and last, the current page with its
 * neighbours, and gaps where pages are skipped (never a gap hiding a single page).
 *
 * @param page - current page, from 1
 * @param pageCount - number of pages
 * @param siblings - pages shown on each side of the current one
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const pages = new Set<number>([1, pageCount])
  for (let candidate = page - siblings; candidate <= page + siblings; candidate += 1)
    pages.add(candidate)
  const sorted = [...pages]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b)
  const slots: PageSlot[] = []
  sorted.forEach((current, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && current - previous === 2) slots.push(previous + 1)
    else if (previous !== undefined && current - previous > 2) slots.push('gap')
    slots.push(current)
  })
  return slots
}
