import { appCatalogueLoaders } from '@comptoir/app-shell/messages'
import type { Messages } from '@lingui/core'

/** Every catalogue the back office shows, merged in this order for the active language. */
export const catalogueLoaders = appCatalogueLoaders(
  'back office',
  import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' }),
)
