import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { DataTable, type DataTableColumn } from '@comptoir/ui/data-table'
import { useLingui } from '@lingui/react/macro'

import { ApplicationDecision } from './application-decision'
import styles from './applications.module.css'
import type { applicationRowFragment } from './applications.graphql'

/** One application waiting for a decision. */
export type ApplicationRow = ResultOf<typeof applicationRowFragment>

/** Props of {@link ApplicationList}. */
export interface ApplicationListProps {
  applications: readonly ApplicationRow[]
  /** Whether this staff member may decide (programme and owner). */
  canDecide: boolean
  onDecided: () => void
}

/** The applications as a table on a wide screen and as cards on a phone. */
export function ApplicationList({ applications, canDecide, onDecided }: ApplicationListProps) {
  const { t, i18n } = useLingui()
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso))
  const links = (row: ApplicationRow) =>
    row.socialLinks.length > 0 && (
      <ul className={styles.links}>
        {row.socialLinks.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noreferrer noopener">
              {link.replace(/^https?:\/\//, '')}
            </a>
          </li>
        ))}
      </ul>
    )
  const decision = (row: ApplicationRow) =>
    canDecide && <ApplicationDecision ambassadorId={row.id} name={row.name} onDecided={onDecided} />
  const columns: DataTableColumn<ApplicationRow>[] = [
    {
      id: 'applicant',
      header: t`Applicant`,
      rowHeader: true,
      cell: (row) => (
        <span className={styles.who}>
          <strong>{row.name}</strong>
          <span className={styles.muted}>{row.email}</span>
          <span className={styles.code}>{row.code}</span>
        </span>
      ),
    },
    { id: 'applied', header: t`Applied`, cell: (row) => date(row.appliedAt) },
    {
      id: 'motivation',
      header: t`Motivation`,
      cell: (row) => (
        <div className={styles.motivation}>
          <p>{row.motivation}</p>
          {links(row)}
        </div>
      ),
    },
    ...(canDecide ? [{ id: 'decision', header: t`Decision`, cell: decision }] : []),
  ]
  return (
    <>
      <div className={styles.table}>
        <DataTable
          caption={t`Applications waiting`}
          hideCaption
          columns={columns}
          rows={applications}
          getRowId={(row) => row.id}
          empty={t`No application is waiting.`}
        />
      </div>
      <ul className={styles.cards} aria-label={t`Applications waiting`}>
        {applications.length === 0 && (
          <li className={styles.muted}>{t`No application is waiting.`}</li>
        )}
        {applications.map((row) => (
          <li key={row.id} className={styles.card}>
            <div className={styles.cardHead}>
              <strong>{row.name}</strong>
              <span className={styles.code}>{row.code}</span>
            </div>
            <span className={styles.muted}>
              {row.email} · {t`applied on ${date(row.appliedAt)}`}
            </span>
            <p className={styles.motivationText}>{row.motivation}</p>
            {links(row)}
            {decision(row)}
          </li>
        ))}
      </ul>
    </>
  )
}
