import type { VariablesOf } from '@comptoir/gql-client/admin-graphql'
import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { pageStyles } from '../../components/page-styles'
import { useAuditActionLabel } from './audit-actions'
import { auditChanges, recordLabel } from './audit-changes'
import { auditEntriesQuery } from './audit.graphql'
import styles from './audit.module.css'

export type AuditFilter = NonNullable<VariablesOf<typeof auditEntriesQuery>['filter']>

/** One page of the audit log (30 entries), and the button for the older ones after the last. */
export function AuditEntries({
  filter,
  before,
  onOlder,
}: {
  filter: AuditFilter
  before: string | null
  /** Shows the entries older than this page's last (only on the last page shown). */
  onOlder: ((lastId: string) => void) | null
}) {
  const { t, i18n } = useLingui()
  const actionLabel = useAuditActionLabel()
  const actorName = (label: string) =>
    label === 'cli' ? t`the command line` : label === 'seed' ? t`the demo data` : label
  const [{ data, fetching }] = useQuery({
    query: auditEntriesQuery,
    variables: { filter, before },
    requestPolicy: 'cache-and-network',
  })
  const page = data?.auditEntries
  const last = page?.entries.at(-1)
  if (page?.entries.length === 0 && before === null) {
    return <p className={pageStyles.muted}>{t`No change matches these filters.`}</p>
  }
  return (
    <>
      <ol className={pageStyles.list} aria-busy={fetching}>
        {(page?.entries ?? []).map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.entryHead}>
              <strong>{actionLabel(entry.action)}</strong>
              <time dateTime={entry.at} className={pageStyles.muted}>
                {i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'medium' })}
              </time>
            </div>
            <p className={pageStyles.muted}>
              {t`By ${actorName(entry.actorLabel)}`}
              {' · '}
              {entry.recordType} {recordLabel(entry.before, entry.after, entry.recordId)}
            </p>
            <ul className={styles.changes}>
              {auditChanges(entry.before, entry.after).map((change) => (
                <li key={change.field}>
                  <span className={styles.field}>{change.field}</span>{' '}
                  <del>{change.before ?? '—'}</del> → <ins>{change.after ?? '—'}</ins>
                </li>
              ))}
            </ul>
            {entry.requestId && <p className={styles.request}>{t`Request ${entry.requestId}`}</p>}
          </li>
        ))}
      </ol>
      {onOlder && page?.hasMore && last && (
        <Button
          variant="secondary"
          onPress={() => {
            onOlder(last.id)
          }}
        >
          {t`Older entries`}
        </Button>
      )}
    </>
  )
}
