import { loadAppShellMessages } from '@comptoir/app-shell/messages'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import type { Locale } from '@comptoir/i18n/locales'
import type { CatalogLoader } from '@comptoir/i18n/provider'
import { loadUiMessages } from '@comptoir/ui/messages'
import type { Messages } from '@lingui/core'

const appCatalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

async function loadShopMessages(locale: Locale): Promise<Messages> {
  const load = appCatalogues[`./locales/${locale}/messages.po`]
  if (!load) throw new Error(`No shop catalogue for "${locale}"`)
  return load()
}

/** Every catalogue the shop shows, merged in this order for the active language. */
export const catalogueLoaders: readonly CatalogLoader[] = [
  loadCoreMessages,
  loadUiMessages,
  loadAppShellMessages,
  loadShopMessages,
]
