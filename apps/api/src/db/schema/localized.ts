import type { Locale } from '@comptoir/i18n/locales'

/** Text in every language the shop speaks, stored as one jsonb value. */
export type LocalizedText = Record<Locale, string>

/** One option of a variant (e.g. size M, colour navy); `key` and `code` are stable across languages. */
export interface VariantOption {
  key: string
  name: LocalizedText
  code: string
  value: LocalizedText
}
