import type { StaffRole } from '@comptoir/validation/schemas/staff'
import SchemaBuilder from '@pothos/core'
import DataloaderPlugin from '@pothos/plugin-dataloader'
import ScopeAuthPlugin from '@pothos/plugin-scope-auth'

import type { FieldError } from '../../field-error'
import { refusal, type AdminContext } from './context'

/**
 * The builder of the back office's schema (/gql/admin). Every root field states who may use it
 * (`authScopes`): `anyone` for the steps of signing in, `staff` for any signed-in staff member,
 * `role` for the roles named.
 */
export const builder = new SchemaBuilder<{
  Context: AdminContext
  Scalars: { DateTime: { Input: Date; Output: Date } }
  AuthScopes: { anyone: boolean; staff: boolean; role: readonly StaffRole[] }
  DefaultFieldNullability: false
}>({
  defaultFieldNullability: false,
  // Loaders batch what a list's rows read on their own (one statement for the whole page).
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  scopeAuth: {
    // Loaders, not values: the open fields never look the token up.
    authScopes: (context) => ({
      anyone: true,
      staff: async () => (await context.staff()) !== null,
      role: async (allowed) => {
        const viewer = await context.staff()
        return viewer !== null && allowed.includes(viewer.staff.role)
      },
    }),
    unauthorizedError: (_parent, context) => refusal(context),
  },
})

builder.queryType({})
builder.mutationType({})
builder.subscriptionType({})

export const DateTime = builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new TypeError('DateTime must be an ISO 8601 string')
    }
    return new Date(value)
  },
})

export const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description:
    'An expected failure of a mutation (a validation rule, a state that forbids it). `field` is null when the failure concerns the whole request.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    code: t.exposeString('code'),
    message: t.exposeString('message', { description: 'In the language of the request.' }),
  }),
})

/** Who may use what: the roles of each area of the back office. */
export const roles = {
  /** Managing the staff. */
  owner: ['owner'],
  /** Reading the staff and the audit log. */
  oversight: ['owner', 'read_only'],
  /** Seeing the orders. */
  ordersView: ['owner', 'orders', 'read_only'],
  /** Acting on the orders. */
  ordersAct: ['owner', 'orders'],
  /** Seeing the ambassador programme (applications, ambassadors, commissions, payouts). */
  programmeView: ['owner', 'programme', 'read_only'],
} as const satisfies Record<string, readonly StaffRole[]>
