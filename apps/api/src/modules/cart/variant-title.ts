import type { LocalizedText, VariantOption } from '../../db/schema/localized'

/** A variant's option values joined in each language, e.g. { en: 'Navy / M', fr: 'Marine / M' }. */
export function variantTitleText(options: readonly VariantOption[]): LocalizedText {
  return {
    en: options.map((option) => option.value.en).join(' / '),
    fr: options.map((option) => option.value.fr || option.value.en).join(' / '),
  }
}
