import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { useCurrentStaff } from '../session/current-staff'
import { useAmbassadorFormat } from './ambassador-format'
import { AmbassadorStatusActions } from './ambassador-status-actions'
import styles from './ambassadors.module.css'
import { ambassadorProfileQuery } from './ambassadors.graphql'
import { CommissionRateForm } from './commission-rate-form'

/** The roles that act on ambassadors; read-only staff only read. */
const actingRoles: readonly string[] = ['OWNER', 'PROGRAMME']

/** An ambassador's profile: figures, status, rate and its history. */
export function AmbassadorPage({ ambassadorId }: { ambassadorId: string }) {
  const { t } = useLingui()
  const format = useAmbassadorFormat()
  const staff = useCurrentStaff()
  const canAct = staff !== null && actingRoles.includes(staff.role)
  const [{ data, fetching }, refetch] = useQuery({
    query: ambassadorProfileQuery,
    variables: { id: ambassadorId },
  })
  const profile = data?.ambassador
  if (!profile) {
    return (
      <section className={pageStyles.page}>
        <AdminTitle title={t`Ambassador`} />
        {!fetching && <p>{t`This ambassador does not exist.`}</p>}
        <Link href="/ambassadors">{t`Back to ambassadors`}</Link>
      </section>
    )
  }
  const { ambassador: a, rateHistory, programmeRateBps } = profile
  const figures = [
    { label: t`Clicks`, value: format.count(a.figures.clicks) },
    { label: t`Orders`, value: format.count(a.figures.orders) },
    { label: t`Sales`, value: format.money(a.figures.salesCents) },
    { label: t`Commissions`, value: format.money(a.figures.commissionsCents) },
    { label: t`Balance`, value: format.money(a.figures.balanceCents) },
    { label: t`Paid`, value: format.money(a.figures.paidCents) },
  ]
  return (
    <section className={pageStyles.page} aria-labelledby="ambassador-title">
      <AdminTitle title={a.name} />
      <div className={pageStyles.head}>
        <div>
          <Link href="/ambassadors">{t`Back to ambassadors`}</Link>
          <h1 id="ambassador-title" className={pageStyles.title}>
            {a.name}
          </h1>
          <p className={pageStyles.lead}>
            {a.code} · {a.email} · {format.status(a.status)}
          </p>
          {a.statusReason && <p className={pageStyles.muted}>{t`Reason: ${a.statusReason}`}</p>}
        </div>
        {canAct && <AmbassadorStatusActions ambassador={a} />}
      </div>
      <dl className={styles.figures} aria-label={t`Figures`}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.columns}>
        <section className={pageStyles.section} aria-labelledby="rate-title">
          <h2 id="rate-title" className={pageStyles.sectionTitle}>{t`Commission rate`}</h2>
          {canAct ? (
            <CommissionRateForm
              ambassadorId={a.id}
              ownRate={a.ownRate}
              rateBps={a.commissionRateBps}
              programmeRateBps={programmeRateBps}
              onChanged={() => {
                refetch({ requestPolicy: 'network-only' })
              }}
            />
          ) : (
            <p>{format.rate(a.commissionRateBps)}</p>
          )}
          <ul className={styles.history} aria-label={t`Rate history`}>
            {rateHistory.map((change) => (
              <li key={change.id} className={styles.muted}>
                {t`${format.date(change.effectiveAt)}: ${format.rate(change.previousRateBps)} → ${format.rate(change.rateBps)}, by ${change.changedBy}`}
              </li>
            ))}
          </ul>
        </section>
        <section className={pageStyles.section} aria-labelledby="about-title">
          <h2 id="about-title" className={pageStyles.sectionTitle}>{t`Application`}</h2>
          <dl className={pageStyles.facts}>
            <dt>{t`Applied`}</dt>
            <dd>{format.date(a.appliedAt)}</dd>
            <dt>{t`Decided`}</dt>
            <dd>{a.reviewedAt ? format.date(a.reviewedAt) : '—'}</dd>
            <dt>{t`Payout account`}</dt>
            <dd>{a.payoutAccount ?? '—'}</dd>
          </dl>
          <p className={styles.muted}>{a.motivation}</p>
          <Link href={`/commissions?ambassador=${a.id}`}>{t`Their commissions`}</Link>
        </section>
      </div>
    </section>
  )
}
