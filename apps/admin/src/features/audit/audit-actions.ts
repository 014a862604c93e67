import { useLingui } from '@lingui/react/macro'

/** What an audit entry's action says in the active language (the raw name when unknown). */
export function useAuditActionLabel(): (action: string) => string {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    'staff.owner_created': t`Owner created`,
    'staff.invited': t`Staff member invited`,
    'staff.invitation_accepted': t`Invitation accepted`,
    'staff.role_changed': t`Role changed`,
    'staff.removed': t`Staff member removed`,
    'staff.sessions_revoked': t`Sessions ended`,
    'staff.session_ended': t`Session ended`,
  }
  return (action) => labels[action] ?? action
}
