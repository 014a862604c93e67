import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useLiveRefetch } from '../live/use-live-refetch'
import { useCurrentStaff } from '../session/current-staff'
import { usePayoutFormat } from './payout-labels'
import { PayoutTable } from './payout-table'
import { payoutRunQuery } from './payouts.graphql'
import { canActOnProgramme } from './programme-roles'
import { RejectPayout } from './reject-payout'
import { RunActions } from './run-actions'

/** A payout run: its payouts in file order, its SEPA file, and paying it. */
export function PayoutRunPage({ runId }: { runId: string }) {
  const { t } = useLingui()
  const format = usePayoutFormat()
  const canAct = canActOnProgramme(useCurrentStaff())
  const [{ data, fetching }, refetch] = useQuery({
    query: payoutRunQuery,
    variables: { id: runId },
  })
  useLiveRefetch(['PAYOUT_STATUS_CHANGED'], refetch)
  const reload = () => {
    refetch({ requestPolicy: 'network-only' })
  }
  const run = data?.payoutRun
  if (!run) {
    return (
      <section className={pageStyles.page}>
        <AdminTitle title={t`Payout run`} />
        {!fetching && <p>{t`This payout run does not exist.`}</p>}
        <Link href="/payouts">{t`Back to payouts`}</Link>
      </section>
    )
  }
  return (
    <section className={pageStyles.page} aria-labelledby="run-title">
      <AdminTitle title={t`Run ${run.reference}`} />
      <div className={pageStyles.head}>
        <div>
          <Link href="/payouts">{t`Back to payouts`}</Link>
          <h1 id="run-title" className={pageStyles.title}>{t`Run ${run.reference}`}</h1>
          <p className={pageStyles.lead}>
            {run.status === 'PAID' && run.paidAt
              ? t`Paid on ${format.date(run.paidAt)} by ${run.paidBy ?? '—'}.`
              : t`Created on ${format.date(run.createdAt)} by ${run.createdBy}; not paid yet.`}
          </p>
        </div>
        <RunActions run={run} canAct={canAct} onChanged={reload} />
      </div>
      <dl className={pageStyles.facts}>
        <dt>{t`Payouts`}</dt>
        <dd>{run.totals.payoutCount}</dd>
        <dt>{t`Total`}</dt>
        <dd className={pageStyles.amount}>{format.money(run.totals.amountCents)}</dd>
      </dl>
      <PayoutTable
        caption={t`Payouts of run ${run.reference}`}
        payouts={run.payouts}
        empty={t`This run has no payout.`}
        showStatus
        {...(canAct &&
          run.status === 'OPEN' && {
            actions: (payout) =>
              payout.status === 'REQUESTED' && <RejectPayout payout={payout} onRejected={reload} />,
          })}
      />
    </section>
  )
}
