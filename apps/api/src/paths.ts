import { fileURLToPath } from 'node:url'

/**
 * The api package folder. This module sits one level below it both as source (`src/`) and
 * once bundled into `dist/main.js`, so the same relative URL works in both.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url))

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url))

export const productAssetsFolder = fileURLToPath(new URL('../assets/products', import.meta.url))

/** Root of the monorepo, where the front-end apps live. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
