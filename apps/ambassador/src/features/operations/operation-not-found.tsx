import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'

/** An id that names none of the ambassador's operations. */
export function OperationNotFound() {
  const { t } = useLingui()
  return (
    <EmptyState
      title={t`Operation not found`}
      description={t`It does not exist, or it belongs to another ambassador.`}
      action={<AppLink to="/operations">{t`See my operations`}</AppLink>}
    />
  )
}
