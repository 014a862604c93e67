import { formatPrice } from '@comptoir/ui/price'
import { ProgressBar } from '@comptoir/ui/progress-bar'
import { useLingui } from '@lingui/react/macro'

import styles from './free-shipping-progress.module.css'
import type { CartData } from './use-cart'

/** How much is left to add for free delivery, as the server counts it, or that delivery is free. */
export function FreeShippingProgress({ progress }: { progress: CartData['freeShipping'] }) {
  const { t, i18n } = useLingui()
  if (!progress) return null
  const { threshold, remaining } = progress
  const reached = remaining.amount === 0
  const format = (amount: number) => formatPrice(amount, threshold.currency, i18n.locale)
  const left = format(remaining.amount)
  const spent = format(threshold.amount - remaining.amount)
  const goal = format(threshold.amount)
  return (
    <ProgressBar
      className={styles.progress}
      label={reached ? t`Free delivery` : t`Add ${left} more for free delivery`}
      value={threshold.amount - remaining.amount}
      max={threshold.amount}
      valueLabel={reached ? t`Reached` : t`${spent} of ${goal}`}
      tone={reached ? 'success' : 'accent'}
    />
  )
}
