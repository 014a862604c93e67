import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQuery } from 'urql'

import { AdminTitle } from '../../components/admin-title'
import { pageStyles } from '../../components/page-styles'
import { AuditEntries, type AuditFilter } from './audit-entries'
import { auditFilterOptionsQuery } from './audit.graphql'
import styles from './audit.module.css'

/** The day after a `yyyy-mm-dd` date, as the instant that ends it (the filter's `until`). */
function endOfDay(date: string): string {
  const day = new Date(`${date}T00:00:00`)
  day.setDate(day.getDate() + 1)
  return day.toISOString()
}

/** The audit log: every change, newest first, filtered by who, what kind of record and when. */
export function AuditPage() {
  const { t } = useLingui()
  const [{ data: options }] = useQuery({ query: auditFilterOptionsQuery })
  const [actorId, setActorId] = useState('')
  const [recordType, setRecordType] = useState('')
  const [since, setSince] = useState('')
  const [until, setUntil] = useState('')
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const filter: AuditFilter = {
    ...(actorId && { actorId }),
    ...(recordType && { recordType }),
    ...(since && { since: new Date(`${since}T00:00:00`).toISOString() }),
    ...(until && { until: endOfDay(until) }),
  }
  const refilter = (change: () => void) => {
    change()
    setCursors([null])
  }
  return (
    <section className={pageStyles.page} aria-labelledby="audit-title">
      <AdminTitle title={t`Audit log`} />
      <div>
        <h1 id="audit-title" className={pageStyles.title}>{t`Audit log`}</h1>
        <p className={pageStyles.lead}>
          {t`Every change made from the back office or the command line. Nobody can edit or delete it.`}
        </p>
      </div>
      <div className={styles.filters} role="search">
        <Select
          label={t`Who`}
          value={actorId}
          onChange={(event) => {
            const { value } = event.currentTarget
            refilter(() => {
              setActorId(value)
            })
          }}
          options={[
            { value: '', label: t`Anyone` },
            ...(options?.staffMembers ?? []).map((member) => ({
              value: member.id,
              label: member.name,
            })),
          ]}
        />
        <Select
          label={t`Record type`}
          value={recordType}
          onChange={(event) => {
            const { value } = event.currentTarget
            refilter(() => {
              setRecordType(value)
            })
          }}
          options={[
            { value: '', label: t`Any` },
            ...(options?.auditRecordTypes ?? []).map((type) => ({ value: type, label: type })),
          ]}
        />
        <TextField
          type="date"
          label={t`From`}
          value={since}
          onChange={(event) => {
            const { value } = event.currentTarget
            refilter(() => {
              setSince(value)
            })
          }}
        />
        <TextField
          type="date"
          label={t`To`}
          value={until}
          onChange={(event) => {
            const { value } = event.currentTarget
            refilter(() => {
              setUntil(value)
            })
          }}
        />
      </div>
      {cursors.map((before, index) => (
        <AuditEntries
          key={before ?? 'newest'}
          filter={filter}
          before={before}
          onOlder={
            index === cursors.length - 1
              ? (lastId) => {
                  setCursors([...cursors, lastId])
                }
              : null
          }
        />
      ))}
    </section>
  )
}
