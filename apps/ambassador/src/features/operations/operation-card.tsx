import { Badge } from '@comptoir/ui/badge'
import { AppLink } from '@comptoir/app-shell/app-link'
import { readFragment, type FragmentOf } from '@comptoir/gql-client/ambassador-graphql'
import { useFormatMoney, useFormatPercent } from '@comptoir/ui/price'
import { ProgressBar } from '@comptoir/ui/progress-bar'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'

import styles from '../../components/pages.module.css'
import { operationCardFragment } from './operation-card.graphql'
import { stateChip } from './operation-time'
import { useOperationState } from './use-operation-state'

/** One operation in the list: its state, dates, code, discount and progress toward its goal. */
export function OperationCard(props: { operation: FragmentOf<typeof operationCardFragment> }) {
  const operation = readFragment(operationCardFragment, props.operation)
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const chip = stateChip(useOperationState(operation), i18n)
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const money = useFormatMoney()
  const formatPercent = useFormatPercent()
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <AppLink to="/operation" search={{ id: operation.id }}>
            {operation.name}
          </AppLink>
        </h2>
        <Badge tone={chip.tone}>{chip.label}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt>{t`Code`}</dt>
        <dd>{operation.code}</dd>
        <dt>{t`Discount`}</dt>
        <dd>{formatPercent(operation.customerDiscountPercent)}</dd>
        <dt>{t`From`}</dt>
        <dd>{dates.format(new Date(operation.startsAt))}</dd>
        <dt>{t`To`}</dt>
        <dd>{dates.format(new Date(operation.closedAt ?? operation.endsAt))}</dd>
      </dl>
      <ProgressBar
        label={t`Sales goal`}
        value={operation.progress.sales.amount}
        max={Math.max(operation.salesGoal.amount, 1)}
        valueLabel={t`${money(operation.progress.sales)} of ${money(operation.salesGoal)}`}
        tone={operation.progress.goalPercent >= 100 ? 'success' : 'accent'}
      />
    </li>
  )
}
