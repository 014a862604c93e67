import { bath } from './catalog/bath'
import { categories } from './catalog/categories'
import { knitwear } from './catalog/knitwear'
import { linen } from './catalog/linen'
import { pantry } from './catalog/pantry'
import { stationery } from './catalog/stationery'
import { tableware } from './catalog/tableware'
import type { SeedProduct } from './types'

export { categories }

export const products: SeedProduct[] = [
  ...knitwear,
  ...linen,
  ...tableware,
  ...pantry,
  ...bath,
  ...stationery,
]
