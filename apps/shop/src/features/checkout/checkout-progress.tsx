import { Link } from '@comptoir/ui/link'
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
  stepHref,
  titles,
}: {
  current: CheckoutStep
  progress: CheckoutProgress
  stepHref: (step: CheckoutStep) => string
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
                <Link href={stepHref(step)} variant="quiet">
                  {label}
                </Link>
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
