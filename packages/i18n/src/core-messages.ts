/// <reference types="vite/client" />
import type { Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { catalogueLoader } from './catalogue-loader'

/** Messages shared by both apps, kept in this package's own catalogue. */
export const coreMessages = {
  /** The home link: 'Home' / 'Accueil'. */
  home: msg({ id: 'home', message: 'Home' }),
}

// Compiled on import by the Lingui Vite plugin; one chunk per language.
const catalogues = import.meta.glob<Messages>('./locales/*/messages.po', { import: 'messages' })

/** Loads the core catalogue of a language (a catalogue loader for `LocaleProvider`). */
export const loadCoreMessages = catalogueLoader('core', catalogues)
