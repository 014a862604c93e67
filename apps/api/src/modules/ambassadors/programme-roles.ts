import type { StaffRole } from '@comptoir/validation/schemas/staff'

/** Who may see and act on the ambassador programme in the back office. */
export const programmeRoles = {
  /** Applications, ambassadors, commissions, payouts: read. */
  view: ['owner', 'programme', 'read_only'],
  /** Approving, suspending, reversing, paying. */
  act: ['owner', 'programme'],
} as const satisfies Record<string, readonly StaffRole[]>
