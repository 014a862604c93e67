import type { Locale } from '@comptoir/i18n/locales'
import type { Messages } from '@lingui/core'

const catalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

/** Loads the compiled messages of the app shell (its notices) for one language. */
export async function loadAppShellMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`./locales/${locale}/messages.po`]
  if (!load) throw new Error(`The app shell has no catalogue for "${locale}"`)
  return load()
}
