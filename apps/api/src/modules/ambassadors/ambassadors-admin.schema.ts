import { ambassadorStatus } from '../../db/schema'
import { builder, DateTime, FieldErrorRef } from '../../graphql/admin/builder'
import { actorOf, type AdminContext } from '../../graphql/admin/context'
import type { FieldError, Outcome } from '../../field-error'
import { ambassadorForStaff, searchAmbassadors, type StaffAmbassador } from './ambassador-directory'
import { rateHistories, setCommissionRate, type RateChange } from './ambassador-rates'
import { createAmbassadorStanding } from './ambassador-standing'
import { maskedIban } from './ambassadors.service'
import { programmeRoles } from './programme-roles'
import { programmeCommissionRateBps } from './programme-terms'

export const AmbassadorStatusEnum = builder.enumType('AmbassadorStatus', {
  values: ambassadorStatus.enumValues,
})

const FiguresRef = builder.objectRef<StaffAmbassador['figures']>('AmbassadorFigures').implement({
  description: 'What an ambassador brought in, all time.',
  fields: (t) => ({
    clicks: t.exposeInt('clicks'),
    orders: t.exposeInt('orders', { description: 'Orders attributed, whatever became of them.' }),
    salesCents: t.exposeInt('salesCents', {
      description: 'Merchandise after discount, VAT included, of orders not cancelled or refunded.',
    }),
    commissionsCents: t.exposeInt('commissionsCents', {
      description: 'Earned and not reversed, clawbacks netted.',
    }),
    paidCents: t.exposeInt('paidCents'),
    balanceCents: t.exposeInt('balanceCents', { description: 'Approved, in no payout yet.' }),
  }),
})

export const StaffAmbassadorRef = builder.objectRef<StaffAmbassador>('StaffAmbassador').implement({
  description: 'An ambassador, or an applicant, as the staff see them.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.ambassador.userId }),
    code: t.string({ resolve: (row) => row.ambassador.code }),
    displayName: t.string({ resolve: (row) => row.ambassador.displayName }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    status: t.field({ type: AmbassadorStatusEnum, resolve: (row) => row.ambassador.status }),
    statusReason: t.string({
      nullable: true,
      description: 'Why the application was rejected or the ambassador suspended.',
      resolve: (row) => row.ambassador.statusReason,
    }),
    locale: t.string({ resolve: (row) => row.ambassador.locale }),
    motivation: t.string({ resolve: (row) => row.ambassador.motivation }),
    socialLinks: t.stringList({ resolve: (row) => row.ambassador.socialLinks }),
    appliedAt: t.field({ type: DateTime, resolve: (row) => row.ambassador.appliedAt }),
    reviewedAt: t.field({
      type: DateTime,
      nullable: true,
      resolve: (row) => row.ambassador.reviewedAt,
    }),
    commissionRateBps: t.int({
      description: 'The rate of the orders placed from now on.',
      resolve: (row) => row.ambassador.commissionRateBps,
    }),
    ownRate: t.boolean({
      description: 'True when the rate is their own, false when it is the programme’s.',
      resolve: (row) => row.ownRate,
    }),
    payoutAccount: t.string({
      nullable: true,
      description: 'The IBAN on file, masked.',
      resolve: (row) => maskedIban(row.ambassador.iban),
    }),
    figures: t.field({ type: FiguresRef, resolve: (row) => row.figures }),
  }),
})

const RateChangeRef = builder.objectRef<RateChange>('CommissionRateChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ownRate: t.exposeBoolean('ownRate'),
    rateBps: t.exposeInt('rateBps'),
    previousRateBps: t.exposeInt('previousRateBps'),
    effectiveAt: t.expose('effectiveAt', { type: DateTime }),
    changedBy: t.exposeString('changedByLabel'),
  }),
})

interface Profile {
  ambassador: StaffAmbassador
  rateHistory: RateChange[]
}

const ProfileRef = builder.objectRef<Profile>('StaffAmbassadorProfile').implement({
  fields: (t) => ({
    ambassador: t.expose('ambassador', { type: StaffAmbassadorRef }),
    rateHistory: t.expose('rateHistory', { type: [RateChangeRef], description: 'Latest first.' }),
    programmeRateBps: t.int({ resolve: () => programmeCommissionRateBps }),
  }),
})

const PageRef = builder
  .objectRef<Awaited<ReturnType<typeof searchAmbassadors>>>('StaffAmbassadorPage')
  .implement({
    fields: (t) => ({
      ambassadors: t.expose('ambassadors', { type: [StaffAmbassadorRef] }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  })

export interface AmbassadorPayload {
  ambassador: StaffAmbassador | null
  errors: FieldError[]
}

export const AmbassadorPayloadRef = builder
  .objectRef<AmbassadorPayload>('StaffAmbassadorPayload')
  .implement({
    fields: (t) => ({
      ambassador: t.expose('ambassador', { type: StaffAmbassadorRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

/** The payload of a decision on an ambassador: the ambassador as it stands now, or the refusal. */
export async function ambassadorPayload(
  outcome: Outcome<unknown>,
  id: string,
  context: AdminContext,
): Promise<AmbassadorPayload> {
  if (!outcome.ok) return { ambassador: null, errors: outcome.errors }
  return { ambassador: await ambassadorForStaff(context.services.db, id), errors: [] }
}

const AmbassadorFilter = builder.inputType('StaffAmbassadorFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Part of the code, the e-mail address or the name.' }),
    status: t.field({ type: AmbassadorStatusEnum }),
  }),
})

const SuspendInput = builder.inputType('SuspendAmbassadorInput', {
  fields: (t) => ({
    ambassadorId: t.id({ required: true }),
    reason: t.string({ required: true }),
  }),
})
const ReinstateInput = builder.inputType('ReinstateAmbassadorInput', {
  fields: (t) => ({ ambassadorId: t.id({ required: true }) }),
})
const RateInput = builder.inputType('SetCommissionRateInput', {
  fields: (t) => ({
    ambassadorId: t.id({ required: true }),
    ratePercent: t.string({
      description: 'A percentage (`12.5`); null goes back to the programme’s rate.',
    }),
  }),
})

const standingOf = (context: AdminContext) =>
  createAmbassadorStanding({
    db: context.services.db,
    onSessionsChanged: (userId) => context.services.sessions.announce(userId),
  })

builder.queryFields((t) => ({
  ambassadors: t.field({
    type: PageRef,
    authScopes: { role: programmeRoles.view },
    args: {
      filter: t.arg({ type: AmbassadorFilter }),
      page: t.arg.int({ description: 'From 1 (default 1).' }),
      pageSize: t.arg.int({ description: 'At most 100 (default 25).' }),
    },
    resolve: (_root, { filter, page, pageSize }, context) =>
      searchAmbassadors(context.services.db, {
        search: filter?.search ?? null,
        status: filter?.status ?? null,
        page: Math.max(page ?? 1, 1),
        pageSize: Math.min(Math.max(pageSize ?? 25, 1), 100),
      }),
  }),
  ambassador: t.field({
    type: ProfileRef,
    nullable: true,
    authScopes: { role: programmeRoles.view },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const ambassador = await ambassadorForStaff(context.services.db, id)
      if (!ambassador) return null
      const histories = await rateHistories(context.services.db, [ambassador.ambassador.userId])
      return { ambassador, rateHistory: histories.get(ambassador.ambassador.userId) ?? [] }
    },
  }),
}))

builder.mutationFields((t) => ({
  suspendAmbassador: t.field({
    type: AmbassadorPayloadRef,
    authScopes: { role: programmeRoles.act },
    description:
      'Suspends an approved ambassador: their sessions end, they cannot sign in, their codes stop crediting them.',
    args: { input: t.arg({ type: SuspendInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.ambassadorId
      const outcome = await standingOf(context).suspend(
        id,
        input.reason,
        await actorOf(context),
        context.locale,
      )
      return ambassadorPayload(outcome, id, context)
    },
  }),
  reinstateAmbassador: t.field({
    type: AmbassadorPayloadRef,
    authScopes: { role: programmeRoles.act },
    args: { input: t.arg({ type: ReinstateInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.ambassadorId
      const outcome = await standingOf(context).reinstate(
        id,
        await actorOf(context),
        context.locale,
      )
      return ambassadorPayload(outcome, id, context)
    },
  }),
  setAmbassadorCommissionRate: t.field({
    type: AmbassadorPayloadRef,
    authScopes: { role: programmeRoles.act },
    description:
      'Sets a rate of their own (or back to the programme’s) for the orders placed from now on.',
    args: { input: t.arg({ type: RateInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.ambassadorId
      const outcome = await setCommissionRate(
        context.services.db,
        id,
        input.ratePercent ?? null,
        await actorOf(context),
        context.locale,
      )
      return ambassadorPayload(outcome, id, context)
    },
  }),
}))
