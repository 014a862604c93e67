import type { Messages } from '@lingui/core'

/** Languages the design system ships translations for; the first is the default and fallback. */
export const uiLocales = ['en', 'fr'] as const

/** A language of the design system catalogue. */
export type UiLocale = (typeof uiLocales)[number]

const catalogues = import.meta.glob<Messages>('../locales/*/messages.po', { import: 'messages' })

/**
 * Loads the compiled messages of the design system for one language.
 *
 * @remarks
 * The `.po` catalogue is compiled on import by Lingui's Vite plugin, in its own chunk per language.
 * Merge the result into the app's Lingui instance before activating the language:
 * `i18n.load(locale, await loadUiMessages(locale)); i18n.activate(locale)`.
 *
 * @param locale - `en` or `fr`
 * @returns the compiled messages, keyed by message id
 */
export async function loadUiMessages(locale: UiLocale): Promise<Messages> {
  const load = catalogues[`../locales/${locale}/messages.po`]
  if (!load) throw new Error(`The design system has no catalogue for "${locale}"`)
  return load()
}

/** Tells whether a value names a language of the design system catalogue. */
export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (uiLocales as readonly string[]).includes(value)
}
