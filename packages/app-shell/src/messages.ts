import { catalogueLoader, type CatalogueFiles } from '@comptoir/i18n/catalogue-loader'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import type { CatalogLoader } from '@comptoir/i18n/provider'
import { loadUiMessages } from '@comptoir/ui/messages'
import type { Messages } from '@lingui/core'

const catalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

/** Loads the compiled messages of the app shell (its notices) for one language. */
export const loadAppShellMessages = catalogueLoader('app shell', catalogues)

/**
 * Every catalogue an app shows, merged in this order for the active language: the core's, the
 * design system's, the app shell's, then the app's own, one per language (`src/locales`).
 *
 * @param name the app, named when a language has no catalogue (`shop`)
 * @param files the app's catalogues:
 *   `import.meta.glob<Messages>('./locales/*\/messages.po', { import: 'messages' })`
 */
export function appCatalogueLoaders(name: string, files: CatalogueFiles): readonly CatalogLoader[] {
  return [loadCoreMessages, loadUiMessages, loadAppShellMessages, catalogueLoader(name, files)]
}
