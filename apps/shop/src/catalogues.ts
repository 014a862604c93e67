import { appCatalogueLoaders } from '@comptoir/app-shell/messages'
import type { Messages } from '@lingui/core'

/** Every catalogue the shop shows, merged in this order for the active language. */
export const catalogueLoaders = appCatalogueLoaders(
  'shop',
  import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' }),
)
