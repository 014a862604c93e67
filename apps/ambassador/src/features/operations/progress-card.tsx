import { useFormatMoney, useFormatPercent } from '@comptoir/ui/price'
import { ProgressBar } from '@comptoir/ui/progress-bar'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'

import styles from '../../components/pages.module.css'
import { Countdown } from './countdown'
import { countdownTarget, type OperationState } from './operation-time'
import type { OperationDetails } from './operations.graphql'

/**
 * The room's progress card, as the operation's state calls for: the time left and what remains
 * to the next milestone while it is scheduled or live; a draft's dates and goal (it cannot sell
 * yet); an ended operation's results.
 */
export function ProgressCard({
  operation,
  state,
}: {
  operation: OperationDetails
  state: OperationState
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const formatPercent = useFormatPercent()
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' })
  const end = operation.closedAt ?? operation.endsAt
  const target = countdownTarget(state, operation.startsAt, end)
  const next = operation.progress.nextMilestone
  const start = dates.format(new Date(operation.startsAt))
  const finish = dates.format(new Date(end))
  const sales = money(operation.progress.sales)
  const goal = money(operation.salesGoal)
  const percent = operation.progress.goalPercent
  const title = state === 'ENDED' ? t`Results` : t`Progress`
  return (
    <section className={styles.card} aria-labelledby="progress-title">
      <h2 id="progress-title" className={styles.cardTitle}>
        {title}
      </h2>
      {state === 'DRAFT' ? (
        <>
          <p>{t`Once published, it runs from ${start} to ${finish}.`}</p>
          <p className={styles.muted}>
            {t`Sales goal: ${goal}. Shoppers can use its code once it is live.`}
          </p>
        </>
      ) : (
        <>
          {target && <Countdown target={target.at} kind={target.kind} />}
          {state === 'ENDED' && (
            <p>
              {new Date(end) <= new Date(operation.startsAt)
                ? t`Closed on ${finish}, before it started.`
                : t`Ran from ${start} to ${finish}.`}
            </p>
          )}
          <ProgressBar
            label={state === 'ENDED' ? t`Sales against the goal` : t`Sales toward the goal`}
            value={operation.progress.sales.amount}
            max={Math.max(operation.salesGoal.amount, 1)}
            valueLabel={t`${sales} of ${goal}`}
            tone={percent >= 100 ? 'success' : 'accent'}
          />
          <p className={styles.muted} aria-live="polite">
            <Plural value={operation.progress.orders} one="# order" other="# orders" />
            {state === 'ENDED'
              ? ` · ${percent >= 100 ? t`Goal reached (${formatPercent(percent)})` : t`${formatPercent(percent)} of the goal`}`
              : next
                ? ` · ${t`${money(next.remaining)} to reach ${formatPercent(next.percent)}`}`
                : ` · ${t`Goal reached`}`}
          </p>
        </>
      )}
    </section>
  )
}
