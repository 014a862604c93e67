import type { StaffRole } from '@comptoir/validation/schemas/staff'

import type { FieldError, Outcome } from '../../field-error'
import { builder, DateTime, FieldErrorRef } from '../../graphql/admin/builder'
import type { StaffRecord, StaffTokenRecord } from './staff-tokens'

export const StaffRoleEnum = builder.enumType('StaffRole', {
  description:
    'OWNER: everything, and the staff. ORDERS: orders and refunds. PROGRAMME: the ambassador programme. READ_ONLY: reads everything, changes nothing.',
  values: {
    OWNER: { value: 'owner' },
    ORDERS: { value: 'orders' },
    PROGRAMME: { value: 'programme' },
    READ_ONLY: { value: 'read_only' },
  } as const satisfies Record<string, { value: StaffRole }>,
})

export const StaffStatusEnum = builder.enumType('StaffStatus', {
  description: 'INVITED: the invitation is not accepted yet. ACTIVE: signs in.',
  values: {
    INVITED: { value: 'invited' },
    ACTIVE: { value: 'active' },
    REMOVED: { value: 'removed' },
  } as const,
})

export const StaffMemberRef = builder.objectRef<StaffRecord>('StaffMember').implement({
  description: 'Someone who runs the shop in the back office.',
  // Any staff member, or whoever just opened a session (the payload of signing in grants it).
  authScopes: { staff: true, $granted: 'newSession' },
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.expose('role', { type: StaffRoleEnum }),
    status: t.expose('status', { type: StaffStatusEnum }),
    createdAt: t.expose('createdAt', { type: DateTime }),
  }),
})

export interface StaffSessionView {
  session: StaffTokenRecord
  current: boolean
}

export const StaffSessionRef = builder.objectRef<StaffSessionView>('StaffSession').implement({
  description: 'A signed-in browser of a staff member.',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.id({ resolve: ({ session }) => session.id }),
    createdAt: t.field({ type: DateTime, resolve: ({ session }) => session.createdAt }),
    expiresAt: t.field({ type: DateTime, resolve: ({ session }) => session.expiresAt }),
    userAgent: t.string({ nullable: true, resolve: ({ session }) => session.userAgent }),
    current: t.exposeBoolean('current', { description: 'The session of this request.' }),
  }),
})

export interface StaffPayload {
  staff: StaffRecord | null
  errors: FieldError[]
}

export function staffPayload(outcome: Outcome<StaffRecord>): StaffPayload {
  return outcome.ok ? { staff: outcome.value, errors: [] } : { staff: null, errors: outcome.errors }
}

export const StaffPayloadRef = builder.objectRef<StaffPayload>('StaffMemberPayload').implement({
  fields: (t) => ({
    staff: t.expose('staff', { type: StaffMemberRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

export interface DonePayload {
  ok: boolean
  errors: FieldError[]
}

export function donePayload(outcome: Outcome<unknown>): DonePayload {
  return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
}

export const DonePayloadRef = builder.objectRef<DonePayload>('DonePayload').implement({
  description: 'The outcome of an operation that returns nothing else.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})
