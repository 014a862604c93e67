import type { ResultOf } from '@comptoir/gql-client/admin-graphql'
import { useQuery } from 'urql'

import { currentStaffQuery } from './session.graphql'

/** The signed-in staff member. */
export type CurrentStaff = ResultOf<typeof currentStaffQuery>['me']

/** The roles that read the staff and the audit log. */
export const oversightRoles: readonly CurrentStaff['role'][] = ['OWNER', 'READ_ONLY']

/** The signed-in staff member once known (null meanwhile). */
export function useCurrentStaff(): CurrentStaff | null {
  const [{ data }] = useQuery({ query: currentStaffQuery })
  return data?.me ?? null
}
