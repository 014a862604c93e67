import { builder, roles } from '../../graphql/admin/builder'
import { actorOf, type AdminContext } from '../../graphql/admin/context'
import {
  donePayload,
  DonePayloadRef,
  staffPayload,
  StaffPayloadRef,
  StaffMemberRef,
  StaffRoleEnum,
  StaffSessionRef,
} from './staff-types.schema'

const InviteStaffInput = builder.inputType('InviteStaffInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    role: t.field({ type: StaffRoleEnum, required: true }),
  }),
})

const ChangeStaffRoleInput = builder.inputType('ChangeStaffRoleInput', {
  fields: (t) => ({
    staffId: t.id({ required: true }),
    role: t.field({ type: StaffRoleEnum, required: true }),
  }),
})

const StaffMemberInput = builder.inputType('StaffMemberInput', {
  description: 'A staff member to act on.',
  fields: (t) => ({ staffId: t.id({ required: true }) }),
})

const caller = (context: AdminContext) => ({ ip: context.request.ip, locale: context.locale })

builder.queryFields((t) => ({
  staffMembers: t.field({
    type: [StaffMemberRef],
    authScopes: { role: roles.oversight },
    description: 'The staff, invited and active, oldest first.',
    resolve: (_root, _args, context) => context.services.staff.list(),
  }),
  staffSessions: t.field({
    type: [StaffSessionRef],
    authScopes: { role: roles.owner },
    description: 'The live sessions of a staff member.',
    args: { staffId: t.arg.id({ required: true }) },
    resolve: async (_root, { staffId }, context) => {
      const viewer = await context.staff()
      const sessions = await context.services.staff.sessionsOf(staffId)
      return sessions.map((session) => ({ session, current: session.id === viewer?.sessionId }))
    },
  }),
}))

builder.mutationFields((t) => ({
  inviteStaff: t.field({
    type: StaffPayloadRef,
    authScopes: { role: roles.owner },
    description: 'Invites someone by e-mail: the link sets a password and the second factor.',
    args: { input: t.arg({ type: InviteStaffInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      staffPayload(
        await context.services.staff.invite(input, await actorOf(context), caller(context)),
      ),
  }),
  changeStaffRole: t.field({
    type: StaffPayloadRef,
    authScopes: { role: roles.owner },
    args: { input: t.arg({ type: ChangeStaffRoleInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      staffPayload(
        await context.services.staff.changeRole(
          input.staffId,
          input.role,
          await actorOf(context),
          context.locale,
        ),
      ),
  }),
  removeStaff: t.field({
    type: StaffPayloadRef,
    authScopes: { role: roles.owner },
    description: 'Removes a staff member, who is signed out everywhere at once.',
    args: { input: t.arg({ type: StaffMemberInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      staffPayload(
        await context.services.staff.remove(input.staffId, await actorOf(context), context.locale),
      ),
  }),
  revokeStaffSessions: t.field({
    type: DonePayloadRef,
    authScopes: { role: roles.owner },
    description: 'Ends every session of a staff member.',
    args: { input: t.arg({ type: StaffMemberInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      donePayload(
        await context.services.staff.revokeSessions(
          input.staffId,
          await actorOf(context),
          context.locale,
        ),
      ),
  }),
}))
