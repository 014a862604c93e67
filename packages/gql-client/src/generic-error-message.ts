import type { Locale } from '@comptoir/i18n/locales'

/** The toast shown for any GraphQL error, in every language. */
export const genericErrorMessage: Readonly<Record<Locale, string>> = {
  en: 'An error occurred',
  fr: 'Une erreur est survenue',
}

/**
 * The error toast's text in a language.
 *
 * @param locale the active language
 * @returns 'An error occurred' or 'Une erreur est survenue'
 */
export function genericErrorMessageFor(locale: Locale): string {
  return genericErrorMessage[locale]
}
