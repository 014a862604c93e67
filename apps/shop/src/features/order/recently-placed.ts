const placed = new Set<string>()

/** Remembers, for this page load only, that the shopper has just placed the order `number`. */
export function markOrderPlaced(number: string): void {
  placed.add(number)
}

/** Whether the order `number` was placed during this page load (its page then says thank you). */
export function wasOrderJustPlaced(number: string): boolean {
  return placed.has(number)
}
