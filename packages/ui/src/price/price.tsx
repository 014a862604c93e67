import { useLingui } from '@lingui/react/macro'

import { cx } from '../internal/cx'
import { VisuallyHidden } from '../internal/visually-hidden'
import { formatPrice } from './format-price'
import styles from './price.module.css'

export { formatMoney, formatPrice, type MoneyValue } from './format-price'
export { useFormatMoney } from './use-format-money'
export { useFormatPercent } from './use-format-percent'

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amount in minor units (cents), as the API sends it. */
  amount: number
  /** ISO 4217 currency code. */
  currency: string
  /** The former price, in minor units; shown struck through when higher than `amount`. */
  compareAt?: number | null | undefined
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/**
 * A price formatted for the active language, with an optional compare-at price.
 *
 * @remarks
 * When `compareAt` is higher than `amount`, the current price is labelled "Sale price" and the
 * struck-through one "Original price" for screen readers, which do not announce strikethrough.
 */
export function Price({ amount, currency, compareAt, size = 'md', className }: PriceProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en'
  const current = formatPrice(amount, currency, locale)
  const onSale = compareAt != null && compareAt > amount
  if (!onSale) {
    return (
      <span className={cx(styles.price, styles[size], className)}>
        <span className={styles.current}>{current}</span>
      </span>
    )
  }
  const original = formatPrice(compareAt, currency, locale)
  return (
    <span className={cx(styles.price, styles[size], className)}>
      <span className={cx(styles.current, styles.sale)}>
        <VisuallyHidden>{t`Sale price:`} </VisuallyHidden>
        {current}
      </span>
      <s className={styles.compare}>
        <VisuallyHidden>{t`Original price:`} </VisuallyHidden>
        {original}
      </s>
    </span>
  )
}
