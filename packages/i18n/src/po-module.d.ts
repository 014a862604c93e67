/**
 * `.po` catalogues are compiled on import by the Lingui Vite plugin
 * (see `@comptoir/i18n/vite`) into a module exporting the messages.
 */
declare module '*.po' {
  import type { Messages } from '@lingui/core'

  /** The compiled messages of the catalogue. */
  export const messages: Messages
}
