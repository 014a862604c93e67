import { defaultLocale, isLocale, type Locale } from '@comptoir/i18n/locales'
import { useLingui } from '@lingui/react/macro'

/** The active language, as the validation schemas and the API's inputs take it. */
export function useFormLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale
}
