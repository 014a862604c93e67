import type { Messages } from '@lingui/core'

import type { Locale } from './locales'
import type { CatalogLoader } from './provider'

/**
 * A workspace's compiled catalogues, as Vite's glob import gives them:
 * `import.meta.glob<Messages>('./locales/*\/messages.po', { import: 'messages' })` (the glob is
 * written in the workspace itself, where Vite reads it).
 */
export type CatalogueFiles = Record<string, () => Promise<Messages>>

/**
 * The catalogue loader of a workspace: one `.po` catalogue per language at
 * `locales/<locale>/messages.po` (as `linguiConfig` extracts it), compiled on import by
 * Lingui's Vite plugin into a chunk of its own per language.
 *
 * @param name what the catalogue belongs to, named when a language has none (`shop`)
 * @param files the workspace's catalogues from its glob import
 */
export function catalogueLoader(name: string, files: CatalogueFiles): CatalogLoader {
  return async (locale: Locale) => {
    const load = Object.entries(files).find(([path]) =>
      path.endsWith(`/locales/${locale}/messages.po`),
    )?.[1]
    if (!load) throw new Error(`No ${name} catalogue for "${locale}"`)
    return load()
  }
}
