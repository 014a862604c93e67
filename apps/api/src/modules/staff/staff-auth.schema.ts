import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef } from '../../graphql/admin/builder'
import { actorOf, requireStaff, type AdminContext } from '../../graphql/admin/context'
import type { StaffRecord } from './staff-tokens'
import {
  type DonePayload,
  donePayload,
  DonePayloadRef,
  StaffMemberRef,
  StaffRoleEnum,
  StaffSessionRef,
} from './staff-types.schema'

function caller(context: AdminContext) {
  return {
    ip: context.request.ip,
    locale: context.locale,
    userAgent: context.userAgent,
    requestId: context.requestId,
  }
}

interface ChallengePayload {
  challenge: string | null
  expiresAt: Date | null
  errors: FieldError[]
}

const ChallengePayloadRef = builder.objectRef<ChallengePayload>('StaffSignInPayload').implement({
  description:
    'The password was right: send `challenge` with a code of the authenticator (or a recovery code) to `staffVerifySecondFactor` before `expiresAt`.',
  fields: (t) => ({
    challenge: t.exposeString('challenge', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: DateTime, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

interface SessionPayload {
  token: string | null
  expiresAt: Date | null
  staff: StaffRecord | null
  recoveryCodes: string[] | null
  errors: FieldError[]
}

const SessionPayloadRef = builder.objectRef<SessionPayload>('StaffSessionPayload').implement({
  description:
    'A new session: send `token` as `Authorization: Bearer <token>`. It expires at `expiresAt` (12 hours) or on sign-out. `recoveryCodes` only after an invitation is accepted: shown once.',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: DateTime, nullable: true }),
    staff: t.field({
      type: StaffMemberRef,
      nullable: true,
      // A session just opened: the payload tells whose, before the token is ever sent back.
      grantScopes: ['newSession'],
      resolve: (payload) => payload.staff,
    }),
    recoveryCodes: t.exposeStringList('recoveryCodes', { nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const InvitationRef = builder
  .objectRef<{
    email: string
    name: string
    role: StaffRecord['role']
    totpSecret: string
    totpUri: string
  }>('StaffInvitation')
  .implement({
    description:
      'An invitation not accepted yet, with the secret to enrol in an authenticator app.',
    fields: (t) => ({
      email: t.exposeString('email'),
      name: t.exposeString('name'),
      role: t.expose('role', { type: StaffRoleEnum }),
      totpSecret: t.exposeString('totpSecret', { description: 'Base32, for typing by hand.' }),
      totpUri: t.exposeString('totpUri', { description: 'The otpauth:// address (QR code).' }),
    }),
  })

const SignInInput = builder.inputType('StaffSignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
})

const SecondFactorInput = builder.inputType('StaffSecondFactorInput', {
  fields: (t) => ({
    challenge: t.string({ required: true }),
    code: t.string({ required: true, description: 'Six digits, or a recovery code.' }),
  }),
})

const AcceptInvitationInput = builder.inputType('AcceptStaffInvitationInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    code: t.string({ required: true, description: 'The first code of the authenticator app.' }),
  }),
})

const EndSessionInput = builder.inputType('EndStaffSessionInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }) }),
})

const LogoutPayloadRef = builder.objectRef<DonePayload>('LogoutPayload').implement({
  description: 'The outcome of a sign-out: `ok` is false when the token was already dead.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const noSession = { token: null, expiresAt: null, staff: null, recoveryCodes: null }

builder.queryFields((t) => ({
  me: t.field({
    type: StaffMemberRef,
    authScopes: { staff: true },
    description: 'The signed-in staff member.',
    resolve: async (_root, _args, context) => (await requireStaff(context)).staff,
  }),
  mySessions: t.field({
    type: [StaffSessionRef],
    authScopes: { staff: true },
    resolve: async (_root, _args, context) => {
      const viewer = await requireStaff(context)
      const sessions = await context.services.staff.sessionsOf(viewer.staff.id)
      return sessions.map((session) => ({ session, current: session.id === viewer.sessionId }))
    },
  }),
  staffInvitation: t.field({
    type: InvitationRef,
    nullable: true,
    authScopes: { anyone: true },
    description: 'The invitation of a token, or null when it is invalid, expired or used.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => context.services.staffAuth.invitation(token),
  }),
}))

builder.mutationFields((t) => ({
  staffSignIn: t.field({
    type: ChallengePayloadRef,
    authScopes: { anyone: true },
    description: 'The first step of signing in: the password.',
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await context.services.staffAuth.signIn(input, caller(context))
      return outcome.ok
        ? { ...outcome.value, errors: [] }
        : { challenge: null, expiresAt: null, errors: outcome.errors }
    },
  }),
  staffVerifySecondFactor: t.field({
    type: SessionPayloadRef,
    authScopes: { anyone: true },
    description: 'The second step of signing in: a code of the authenticator, or a recovery code.',
    args: { input: t.arg({ type: SecondFactorInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await context.services.staffAuth.verifySecondFactor(
        input.challenge,
        { code: input.code },
        caller(context),
      )
      return outcome.ok
        ? { ...outcome.value, recoveryCodes: null, errors: [] }
        : { ...noSession, errors: outcome.errors }
    },
  }),
  acceptStaffInvitation: t.field({
    type: SessionPayloadRef,
    authScopes: { anyone: true },
    description: 'Sets the password and enrols the authenticator; signs in.',
    args: { input: t.arg({ type: AcceptInvitationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { token, ...enrolment } = input
      const outcome = await context.services.staffAuth.acceptInvitation(
        token,
        enrolment,
        caller(context),
      )
      return outcome.ok
        ? { ...outcome.value, errors: [] }
        : { ...noSession, errors: outcome.errors }
    },
  }),
  logout: t.field({
    type: LogoutPayloadRef,
    description:
      'Signs out: ends the session of this token. `ok` is false when it was already dead.',
    authScopes: { staff: true },
    resolve: async (_root, _args, context) => {
      const ended = await context.services.staffAuth.signOut(await requireStaff(context))
      return { ok: ended, errors: [] }
    },
  }),
  endStaffSession: t.field({
    type: DonePayloadRef,
    authScopes: { staff: true },
    description: 'Ends one of my sessions; an owner may end anyone’s.',
    args: { input: t.arg({ type: EndSessionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireStaff(context)
      return donePayload(
        await context.services.staff.endSession(
          viewer,
          input.sessionId,
          await actorOf(context),
          context.locale,
        ),
      )
    },
  }),
}))
