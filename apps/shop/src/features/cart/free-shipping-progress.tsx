import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { ProgressBar } from '@comptoir/ui/progress-bar'
import { useLingui } from '@lingui/react/macro'

import { freeShippingProgressFragment } from './free-shipping-progress.graphql'
import styles from './free-shipping-progress.module.css'

/** How much is left to add for free delivery, as the server counts it, or that delivery is free. */
export function FreeShippingProgress(props: {
  progress: FragmentOf<typeof freeShippingProgressFragment> | null
}) {
  const { t, i18n } = useLingui()
  if (!props.progress) return null
  const { threshold, remaining } = readFragment(freeShippingProgressFragment, props.progress)
  const reached = remaining.amount === 0
  // Whole amounts without cents ("€60"), so the line stays short on a phone.
  const format = (amount: number) =>
    new Intl.NumberFormat(i18n.locale, {
      style: 'currency',
      currency: threshold.currency,
      minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    }).format(amount / 100)
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
