import type { PoolUse } from '../db/client'

const pools = new Set<() => PoolUse>()

/** Lets the metrics read an open pool's use; the returned function forgets it when it closes. */
export function watchPool(read: () => PoolUse): () => void {
  pools.add(read)
  return () => {
    pools.delete(read)
  }
}

/** The summed use of every open pool of this process. */
export function poolUseTotals(): PoolUse {
  const totals: PoolUse = { total: 0, idle: 0, waiting: 0, max: 0 }
  for (const read of pools) {
    const use = read()
    totals.total += use.total
    totals.idle += use.idle
    totals.waiting += use.waiting
    totals.max += use.max
  }
  return totals
}
