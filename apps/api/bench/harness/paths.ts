import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/api, where the bench's own scripts are started from. */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const repoRoot = resolve(apiRoot, '../..')
export const shopDist = resolve(repoRoot, 'apps/shop/dist')
