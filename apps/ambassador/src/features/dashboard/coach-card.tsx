import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney } from '@comptoir/ui/price'
import { Plural, useLingui } from '@lingui/react/macro'

import styles from '../../components/pages.module.css'
import type { Advice } from './coach'

function AdviceText({ advice }: { advice: Advice }) {
  const { t } = useLingui()
  const money = useFormatMoney()
  // The programme pays in euros: the coach's figures are cents of its one currency.
  const euros = (cents: number) => money({ amount: cents, currency: 'EUR' })
  switch (advice.kind) {
    case 'request-payout':
      return <>{t`${euros(advice.balanceCents)} are approved: ask for your payout.`}</>
    case 'add-iban':
      return <>{t`Your balance can be paid out: add your IBAN first.`}</>
    case 'reach-minimum':
      return (
        <>{t`${euros(advice.missingCents)} more approved commission to reach the payout minimum.`}</>
      )
    case 'reach-goal':
      return advice.ordersToGoal !== null ? (
        <Plural
          value={advice.ordersToGoal}
          one={`# more order (${euros(advice.missingCents)}) to reach the goal of “${advice.operationName}”.`}
          other={`# more orders (${euros(advice.missingCents)}) to reach the goal of “${advice.operationName}”.`}
        />
      ) : (
        <>{t`${euros(advice.missingCents)} of sales to reach the goal of “${advice.operationName}”: share its link.`}</>
      )
    case 'publish-draft':
      return <>{t`“${advice.operationName}” is still a draft: publish it so its code works.`}</>
    case 'create-operation':
      return <>{t`No operation is planned: create one for your next occasion.`}</>
    case 'share-link':
      return <>{t`Nobody has followed your link yet: share it with your code ${advice.code}.`}</>
  }
}

/** The next steps, in numbers. */
export function CoachCard({ advice }: { advice: readonly Advice[] }) {
  const { t } = useLingui()
  return (
    <section className={styles.card} aria-labelledby="coach-title">
      <h2 id="coach-title" className={styles.cardTitle}>
        {t`Your next steps`}
      </h2>
      {advice.length === 0 ? (
        <p className={styles.muted}>{t`All is on track. Keep sharing your link.`}</p>
      ) : (
        <ul className={styles.list}>
          {advice.map((item) => (
            <li key={item.kind}>
              <AdviceText advice={item} /> <AppLink {...item.link}>{t`Go`}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
