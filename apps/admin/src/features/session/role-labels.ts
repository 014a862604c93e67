import { useLingui } from '@lingui/react/macro'

import type { CurrentStaff } from './current-staff'

/** A staff role, as the schema names it. */
export type StaffRoleName = CurrentStaff['role']

/** Every role, the most powerful first. */
export const staffRoleNames: readonly StaffRoleName[] = [
  'OWNER',
  'ORDERS',
  'PROGRAMME',
  'READ_ONLY',
]

/** The name of each role in the active language. */
export function useRoleLabels(): Record<StaffRoleName, string> {
  const { t } = useLingui()
  return {
    OWNER: t`Owner`,
    ORDERS: t`Orders`,
    PROGRAMME: t`Ambassador programme`,
    READ_ONLY: t`Read only`,
  }
}
