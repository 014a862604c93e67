import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { legalStatuses } from '@comptoir/validation/schemas/ambassador-profile'

import { builder, DateTime, FieldErrorRef, LocaleEnum } from '../../graphql/ambassador/builder'
import type { FieldError } from '../../field-error'
import { maskedIban, type AmbassadorRecord, type AmbassadorViewer } from './ambassadors.service'

const AmbassadorStatusEnum = builder.enumType('AmbassadorStatus', {
  values: ['APPLIED', 'APPROVED', 'SUSPENDED', 'REJECTED'] as const,
})

const LegalStatusEnum = builder.enumType('LegalStatus', {
  description: 'How the ambassador is paid: as an individual, a sole trader or a company.',
  values: legalStatuses,
})

const asLocale = (value: string): Locale => (isLocale(value) ? value : 'en')

export const AmbassadorRef = builder.objectRef<AmbassadorViewer>('Ambassador').implement({
  description: 'The signed-in ambassador.',
  fields: (t) => ({
    id: t.id({ resolve: (viewer) => viewer.user.id }),
    code: t.string({
      description: 'Public referral code.',
      resolve: (viewer) => viewer.ambassador.code,
    }),
    shareLink: t.string({
      description: 'The shop link that carries the code.',
      resolve: (viewer, _args, context) =>
        context.services.ambassadors.shareLink(viewer.ambassador.code),
    }),
    displayName: t.string({ resolve: (viewer) => viewer.ambassador.displayName }),
    status: t.field({ type: AmbassadorStatusEnum, resolve: (viewer) => viewer.ambassador.status }),
    commissionRateBps: t.int({
      description:
        'Commission in basis points of the merchandise subtotal without VAT and shipping (1000 = 10 %).',
      resolve: (viewer) => viewer.ambassador.commissionRateBps,
    }),
    commissionRatePercent: t.float({
      description: 'The same rate in percent (10 = 10 %).',
      resolve: (viewer) => viewer.ambassador.commissionRateBps / 100,
    }),
    email: t.string({ resolve: (viewer) => viewer.user.email }),
    name: t.string({ resolve: (viewer) => viewer.user.name }),
    locale: t.field({
      type: LocaleEnum,
      description: 'Language of the programme e-mails.',
      resolve: (viewer) => asLocale(viewer.ambassador.locale),
    }),
    payoutAccount: t.string({
      nullable: true,
      description: 'The payout IBAN, masked (`FR76 •••• 0189`), or null when none is set.',
      resolve: (viewer) => maskedIban(viewer.ambassador.iban),
    }),
    payoutAccountHeldUntil: t.field({
      type: DateTime,
      nullable: true,
      description:
        'While the payout IBAN was just set or changed: when payouts to it may start. Null otherwise.',
      resolve: (viewer, _args, context) =>
        context.services.ambassadorProfile.payoutAccountHeldUntil(viewer.ambassador),
    }),
    legalStatus: t.field({
      type: LegalStatusEnum,
      nullable: true,
      resolve: (viewer) =>
        legalStatuses.find((status) => status === viewer.ambassador.legalStatus) ?? null,
    }),
    sessionExpiresAt: t.field({ type: DateTime, resolve: (viewer) => viewer.expiresAt }),
    emailOnNewOrder: t.boolean({
      description: 'Wants an e-mail when an order is attributed to them.',
      resolve: (viewer) => viewer.ambassador.mailNewOrder,
    }),
    emailOnCommissionApproved: t.boolean({
      description: 'Wants an e-mail when commissions are approved (after the return window).',
      resolve: (viewer) => viewer.ambassador.mailCommissionApproved,
    }),
    emailOnPayoutSent: t.boolean({
      description: 'Wants an e-mail, with the statement, when a payout is paid.',
      resolve: (viewer) => viewer.ambassador.mailPayoutSent,
    }),
  }),
})

builder.queryField('me', (t) =>
  t.field({ type: AmbassadorRef, resolve: (_root, _args, context) => context.ambassador }),
)

const LogoutPayloadRef = builder
  .objectRef<{ ok: boolean; errors: FieldError[] }>('LogoutPayload')
  .implement({
    description: 'The outcome of a sign-out.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.mutationField('logout', (t) =>
  t.field({
    type: LogoutPayloadRef,
    description: 'Revokes the session of the Authorization header; its sockets close with 4401.',
    resolve: async (_root, _args, context) => {
      await context.services.accounts.logout(context.ambassador)
      await context.services.sessions.announce(context.ambassador.user.id)
      return { ok: true, errors: [] }
    },
  }),
)

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true, description: 'At least 12 characters.' }),
  }),
})

const ChangePasswordPayloadRef = builder
  .objectRef<{ ok: boolean; errors: FieldError[] }>('ChangePasswordPayload')
  .implement({
    description: 'The outcome of a password change.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.mutationField('changePassword', (t) =>
  t.field({
    type: ChangePasswordPayloadRef,
    description:
      'Changes the password (the current one is required); every other session of the account ends.',
    args: {
      input: t.arg({ type: ChangePasswordInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.accounts.changePassword(
        context.ambassador,
        args.input,
        {
          ip: context.request.ip,
          locale: context.locale,
        },
      )
      return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
    },
  }),
)

const ProfileInput = builder.inputType('AmbassadorProfileInput', {
  fields: (t) => ({
    displayName: t.string({ required: true, description: 'Name shown to shoppers.' }),
    iban: t.string({
      description:
        'Payout account; spaces allowed. Empty removes it; the masked IBAN on file (as `payoutAccount` shows it), or no value, keeps it.',
    }),
    legalStatus: t.string({ required: true, description: 'individual, sole_trader or company.' }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'Language of e-mails.' }),
    currentPassword: t.string({
      description: 'The account’s password: required to set, change or remove the payout IBAN.',
    }),
  }),
})

interface ProfilePayload {
  ambassador: AmbassadorViewer | null
  errors: FieldError[]
}

const ProfilePayloadRef = builder.objectRef<ProfilePayload>('AmbassadorProfilePayload').implement({
  fields: (t) => ({
    ambassador: t.expose('ambassador', { type: AmbassadorRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ProfilePayloadRef,
    description:
      'Changes the public name, the language, the payout IBAN (checksum checked) and the legal status. A change of IBAN needs the current password, is e-mailed to the ambassador whatever their preferences, and holds payouts to the new IBAN for PAYOUT_ACCOUNT_HOLD_HOURS.',
    args: {
      input: t.arg({ type: ProfileInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.ambassadorProfile.update(
        context.ambassador,
        args.input,
        { ip: context.request.ip, locale: context.locale },
        args.input.locale,
      )
      if (!outcome.ok) return { ambassador: null, errors: outcome.errors }
      const ambassador: AmbassadorRecord = outcome.value
      return { ambassador: { ...context.ambassador, ambassador }, errors: [] }
    },
  }),
)

const EmailPreferencesInput = builder.inputType('EmailPreferencesInput', {
  description: 'Which programme e-mails to receive; a refused payout is always told.',
  fields: (t) => ({
    newOrder: t.boolean({ required: true }),
    commissionApproved: t.boolean({ required: true }),
    payoutSent: t.boolean({ required: true }),
  }),
})

builder.mutationField('updateEmailPreferences', (t) =>
  t.field({
    type: ProfilePayloadRef,
    description: 'Chooses the programme e-mails: new order, commission approved, payout sent.',
    args: { input: t.arg({ type: EmailPreferencesInput, required: true }) },
    resolve: async (_root, args, context) => {
      const ambassador = await context.services.ambassadors.updateMailPreferences(
        context.ambassador.user.id,
        args.input,
      )
      return { ambassador: { ...context.ambassador, ambassador }, errors: [] }
    },
  }),
)
