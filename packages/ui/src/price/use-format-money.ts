import { useLingui } from '@lingui/react'
import { useCallback } from 'react'

import { formatMoney, type MoneyValue } from './format-price'

/**
 * The one way a screen formats money: a function of `{ amount, currency }` in the active language
 * (`€24.90` in English, `24,90 €` in French), stable until the language changes.
 */
export function useFormatMoney(): (money: MoneyValue) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en'
  return useCallback((money: MoneyValue) => formatMoney(money, locale), [locale])
}
