import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'

import {
  checkoutSteps,
  firstIncompleteStep,
  type CheckoutProgress,
  type CheckoutStep,
} from './checkout-steps'
import styles from './checkout.module.css'

/** The steps as a trail: done steps are links, the current one is marked, later ones wait. */
export function CheckoutProgressNav({
  current,
  progress,
  titles,
}: {
  current: CheckoutStep
  progress: CheckoutProgress
  titles: Record<CheckoutStep, string>
}) {
  const { t } = useLingui()
  const limit = checkoutSteps.indexOf(firstIncompleteStep(progress))
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className={styles.progress}>
        {checkoutSteps.map((step, index) => {
          const label = `${index + 1}. ${titles[step]}`
          if (step === current)
            return (
              <li key={step} aria-current="step" className={styles.current}>
                {label}
              </li>
            )
          return (
            <li key={step}>
              {index <= limit ? (
                <AppLink to="/checkout" search={{ step: step }} variant="quiet">
                  {label}
                </AppLink>
              ) : (
                <span className={styles.later}>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
