/**
 * Every first-load budget: initial JavaScript and pre-rendered pages
 * (`initial-js.ts`), then Lighthouse (`lighthouse.ts`). Same arguments as each:
 * [shop URL] [portal URL] [product slug].
 */
await import('./initial-js')
await import('./lighthouse')
