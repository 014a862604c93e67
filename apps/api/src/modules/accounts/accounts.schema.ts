import { isLocale } from '@comptoir/i18n/locales'

import { requireViewer, type PublicContext } from '../../graphql/context'
import type { FieldError, Outcome } from '../../field-error'
import { builder, DateTime, FieldErrorRef, LocaleEnum } from '../../graphql/public/builder'
import type { Caller, SignedIn } from './accounts.service'
import type { UserRecord } from './sessions.service'

export const Customer = builder.objectRef<UserRecord>('Customer').implement({
  description: 'A signed-in shopper.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    locale: t.field({
      type: LocaleEnum,
      resolve: (user) => (isLocale(user.locale) ? user.locale : 'en'),
    }),
    marketingConsent: t.exposeBoolean('marketingConsent'),
    createdAt: t.expose('createdAt', { type: DateTime }),
  }),
})

interface SessionPayload {
  token: string | null
  expiresAt: Date | null
  customer: UserRecord | null
  errors: FieldError[]
}

interface DonePayload {
  ok: boolean
  errors: FieldError[]
}

export function sessionPayload(outcome: Outcome<SignedIn>): SessionPayload {
  return outcome.ok
    ? {
        token: outcome.value.token,
        expiresAt: outcome.value.expiresAt,
        customer: outcome.value.user,
        errors: [],
      }
    : { token: null, expiresAt: null, customer: null, errors: outcome.errors }
}

export function donePayload(outcome: Outcome<unknown>): DonePayload {
  return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
}

export const SessionPayloadRef = builder.objectRef<SessionPayload>('SessionPayload').implement({
  description:
    'A new session: send `token` as `Authorization: Bearer <token>`. It expires at `expiresAt` (7 days) or on logout.',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: DateTime, nullable: true }),
    customer: t.expose('customer', { type: Customer, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

export const DonePayloadRef = builder.objectRef<DonePayload>('DonePayload').implement({
  description: 'The outcome of an operation that returns nothing else.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const SettingsPayloadRef = builder
  .objectRef<{ customer: UserRecord | null; errors: FieldError[] }>('SettingsPayload')
  .implement({
    fields: (t) => ({
      customer: t.expose('customer', { type: Customer, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

const SignupInput = builder.inputType('SignupInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    name: t.string({ required: true }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'Language of the account.' }),
    cartId: t.id({
      description: "An anonymous cart to merge into the customer's (nothing is lost).",
    }),
  }),
})

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    cartId: t.id({
      description: "An anonymous cart to merge into the customer's (nothing is lost).",
    }),
  }),
})

const AmbassadorLoginInput = builder.inputType('AmbassadorLoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
})

const LogoutPayloadRef = builder.objectRef<DonePayload>('LogoutPayload').implement({
  description: 'The outcome of a sign-out: `ok` is false when the token was already dead.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const SettingsInput = builder.inputType('SettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    locale: t.field({ type: LocaleEnum, required: true }),
    marketingConsent: t.boolean({ required: true }),
  }),
})

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
})

export const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
})

export const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the reset link.' }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
})

/** The caller of a mutation: its address and the language of its messages. */
export function caller(context: PublicContext): Caller {
  return { ip: context.request.ip, locale: context.locale }
}

/** At sign-in or sign-up, moves the anonymous cart the client kept into the customer's. */
async function withMergedCart(
  context: PublicContext,
  cartId: string | null | undefined,
  outcome: Outcome<SignedIn>,
): Promise<Outcome<SignedIn>> {
  if (outcome.ok && cartId) {
    await context.services.cart.mergeAnonymousCart(outcome.value.user.id, cartId)
  }
  return outcome
}

builder.queryField('me', (t) =>
  t.field({
    type: Customer,
    nullable: true,
    description: 'The signed-in customer, or null for an anonymous caller.',
    resolve: async (_root, _args, context) => (await context.viewer())?.user ?? null,
  }),
)

builder.mutationFields((t) => ({
  signup: t.field({
    type: SessionPayloadRef,
    description: 'Creates a customer account and signs it in.',
    args: {
      input: t.arg({ type: SignupInput, required: true }),
    },
    resolve: async (_root, { input: { cartId, ...input } }, context) =>
      sessionPayload(
        await withMergedCart(
          context,
          cartId,
          await context.services.accounts.signup(input, caller(context)),
        ),
      ),
  }),
  login: t.field({
    type: SessionPayloadRef,
    description: 'Signs a customer in. Unknown address and wrong password get the same answer.',
    args: {
      input: t.arg({ type: LoginInput, required: true }),
    },
    resolve: async (_root, { input: { cartId, ...input } }, context) =>
      sessionPayload(
        await withMergedCart(
          context,
          cartId,
          await context.services.accounts.login(input, caller(context), 'public'),
        ),
      ),
  }),
  ambassadorLogin: t.field({
    type: SessionPayloadRef,
    description: 'Signs an ambassador in: the token is for /gql/ambassador only.',
    args: {
      input: t.arg({ type: AmbassadorLoginInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      sessionPayload(
        await context.services.accounts.login(args.input, caller(context), 'ambassador'),
      ),
  }),
  logout: t.field({
    type: LogoutPayloadRef,
    description: 'Revokes the session of the Authorization header.',
    resolve: async (_root, _args, context) => {
      const viewer = await context.viewer()
      if (viewer) await context.services.accounts.logout(viewer)
      return { ok: viewer !== null, errors: [] }
    },
  }),
  updateSettings: t.field({
    type: SettingsPayloadRef,
    args: {
      input: t.arg({ type: SettingsInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.accounts.updateSettings(
        await requireViewer(context),
        args.input,
        caller(context),
      )
      return outcome.ok
        ? { customer: outcome.value, errors: [] }
        : { customer: null, errors: outcome.errors }
    },
  }),
  changePassword: t.field({
    type: DonePayloadRef,
    description: 'Changes the password (the current one is required) and ends the other sessions.',
    args: {
      input: t.arg({ type: ChangePasswordInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      donePayload(
        await context.services.accounts.changePassword(
          await requireViewer(context),
          args.input,
          caller(context),
        ),
      ),
  }),
  requestPasswordReset: t.field({
    type: DonePayloadRef,
    description:
      'E-mails a reset link if an account has this address. The answer is the same either way.',
    args: {
      input: t.arg({ type: RequestPasswordResetInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      donePayload(
        await context.services.passwordReset.requestPasswordReset(args.input, caller(context)),
      ),
  }),
  resetPassword: t.field({
    type: DonePayloadRef,
    description:
      'Sets a new password from a reset link (valid 1 hour, once) and ends every session.',
    args: {
      input: t.arg({ type: ResetPasswordInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      donePayload(
        await context.services.passwordReset.resetPassword(
          args.input.token,
          args.input,
          caller(context),
        ),
      ),
  }),
}))
