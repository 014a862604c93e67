import { useLingui } from '@lingui/react'
import { useMemo } from 'react'

/**
 * The one way a screen formats a rate given in percent (`10` → `10%` in English, `10 %` with a
 * narrow no-break space in French), up to two decimals, stable until the language changes.
 */
export function useFormatPercent(): (percent: number) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en'
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    return (percent: number) => format.format(percent / 100)
  }, [locale])
}
