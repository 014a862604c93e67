import type { CurrentStaff } from '../session/current-staff'

/** The roles that act on the programme; read-only staff only read it. */
const actingRoles: readonly string[] = ['OWNER', 'PROGRAMME']

/** Whether this staff member may act on payouts. */
export function canActOnProgramme(staff: CurrentStaff | null): boolean {
  return staff !== null && actingRoles.includes(staff.role)
}
