import { payoutRunStatus, payoutStatus } from '../../db/schema'
import { builder, DateTime, FieldErrorRef } from '../../graphql/admin/builder'
import { actorOf, type AdminContext } from '../../graphql/admin/context'
import type { FieldError, Outcome } from '../../field-error'
import { programmeRoles } from '../ambassadors/programme-roles'
import { runReference, type PayoutRunRecord, type RunPayout } from './payout-runs'
import { payoutNumber } from './payout-statement'
import type { PayoutRecord } from './payouts.service'

const PayoutStatusEnum = builder.enumType('PayoutStatus', { values: payoutStatus.enumValues })
const RunStatusEnum = builder.enumType('PayoutRunStatus', { values: payoutRunStatus.enumValues })

/** `FR7630006000011234567890189` → `FR76 3000 6000 0112 3456 7890 189`. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ')

const StaffPayoutRef = builder
  .objectRef<RunPayout & { endToEndId?: string }>('StaffPayout')
  .implement({
    description: 'A payout request with the ambassador it pays.',
    fields: (t) => ({
      id: t.id({ resolve: (row) => row.payout.id }),
      number: t.string({
        description: 'The ambassador’s code and the request’s rank: `NINA-0003`.',
        resolve: (row) => payoutNumber(row.code, row.rank),
      }),
      status: t.field({ type: PayoutStatusEnum, resolve: (row) => row.payout.status }),
      amountCents: t.int({ resolve: (row) => row.payout.amountCents }),
      iban: t.string({
        description: 'The account it is paid to, as requested.',
        resolve: (row) => groupedIban(row.payout.iban),
      }),
      reason: t.string({ nullable: true, resolve: (row) => row.payout.reason }),
      requestedAt: t.field({ type: DateTime, resolve: (row) => row.payout.requestedAt }),
      decidedAt: t.field({
        type: DateTime,
        nullable: true,
        resolve: (row) => row.payout.decidedAt,
      }),
      ambassadorId: t.id({ resolve: (row) => row.payout.ambassadorId }),
      ambassadorCode: t.string({ resolve: (row) => row.code }),
      ambassadorName: t.string({ resolve: (row) => row.name }),
      email: t.string({ resolve: (row) => row.email }),
      endToEndId: t.string({
        nullable: true,
        description: 'Its transfer’s identification in the run’s file.',
        resolve: (row) => row.endToEndId ?? null,
      }),
    }),
  })

interface RunSummary {
  run: PayoutRunRecord
  payoutCount: number
  amountCents: number
}

const TotalsRef = builder
  .objectRef<{ payoutCount: number; amountCents: number }>('PayoutRunTotals')
  .implement({
    fields: (t) => ({
      payoutCount: t.exposeInt('payoutCount', { description: 'Payouts not rejected.' }),
      amountCents: t.exposeInt('amountCents', { description: 'Their total.' }),
    }),
  })

const SepaFileRef = builder
  .objectRef<{ filename: string; xml: string }>('SepaCreditTransferFile')
  .implement({
    description: 'The pain.001.001.03 file the shop’s bank imports.',
    fields: (t) => ({ filename: t.exposeString('filename'), xml: t.exposeString('xml') }),
  })

const PayoutRunRef = builder
  .objectRef<RunSummary & { payouts?: RunPayout[] }>('PayoutRun')
  .implement({
    description: 'A batch of payouts paid by one SEPA credit transfer file.',
    fields: (t) => ({
      id: t.id({ resolve: ({ run }) => run.id }),
      reference: t.string({ resolve: ({ run }) => runReference(run) }),
      status: t.field({ type: RunStatusEnum, resolve: ({ run }) => run.status }),
      createdAt: t.field({ type: DateTime, resolve: ({ run }) => run.createdAt }),
      createdBy: t.string({ resolve: ({ run }) => run.createdByLabel }),
      paidAt: t.field({ type: DateTime, nullable: true, resolve: ({ run }) => run.paidAt }),
      paidBy: t.string({ nullable: true, resolve: ({ run }) => run.paidByLabel }),
      totals: t.field({
        type: TotalsRef,
        resolve: ({ payoutCount, amountCents }) => ({ payoutCount, amountCents }),
      }),
      payouts: t.field({
        type: [StaffPayoutRef],
        description: 'In file order (only when the run is read alone).',
        resolve: ({ payouts }) => payouts ?? [],
      }),
      sepaFile: t.field({
        type: SepaFileRef,
        nullable: true,
        description: 'Null when every payout of the run was rejected.',
        resolve: ({ run }, _args, context) =>
          context.services.payouts.runFile(run.id, context.services.config.commerce.bankTransfer),
      }),
    }),
  })

function summaryOf(found: { run: PayoutRunRecord; payouts: RunPayout[] }) {
  const payable = found.payouts.filter((row) => row.payout.status !== 'REJECTED')
  return {
    run: found.run,
    payouts: found.payouts,
    payoutCount: payable.length,
    amountCents: payable.reduce((sum, row) => sum + row.payout.amountCents, 0),
  }
}

async function runPayload(outcome: Outcome<PayoutRunRecord>, context: AdminContext) {
  if (!outcome.ok) return { run: null, errors: outcome.errors }
  const found = await context.services.payouts.run(outcome.value.id)
  return { run: found ? summaryOf(found) : null, errors: [] }
}

const RunPayloadRef = builder
  .objectRef<{ run: ReturnType<typeof summaryOf> | null; errors: FieldError[] }>('PayoutRunPayload')
  .implement({
    fields: (t) => ({
      run: t.expose('run', { type: PayoutRunRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

const PayoutPayloadRef = builder
  .objectRef<{ payout: PayoutRecord | null; errors: FieldError[] }>('StaffPayoutPayload')
  .implement({
    fields: (t) => ({
      payoutId: t.id({ nullable: true, resolve: ({ payout }) => payout?.id ?? null }),
      status: t.field({
        type: PayoutStatusEnum,
        nullable: true,
        resolve: ({ payout }) => payout?.status ?? null,
      }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

const CreateRunInput = builder.inputType('CreatePayoutRunInput', {
  fields: (t) => ({ payoutIds: t.idList({ required: true }) }),
})
const PayRunInput = builder.inputType('PayPayoutRunInput', {
  fields: (t) => ({ runId: t.id({ required: true }) }),
})
const RejectPayoutInput = builder.inputType('RejectPayoutInput', {
  fields: (t) => ({
    payoutId: t.id({ required: true }),
    reason: t.string({ required: true, description: 'E-mailed to the ambassador.' }),
  }),
})

builder.queryFields((t) => ({
  waitingPayouts: t.field({
    type: [StaffPayoutRef],
    authScopes: { role: programmeRoles.view },
    description: 'Payout requests waiting and in no run yet, oldest first.',
    resolve: (_root, _args, context) => context.services.payouts.waiting(),
  }),
  payoutRuns: t.field({
    type: [PayoutRunRef],
    authScopes: { role: programmeRoles.view },
    description: 'The latest 50 runs, newest first.',
    resolve: (_root, _args, context) => context.services.payouts.runs(),
  }),
  payoutRun: t.field({
    type: PayoutRunRef,
    nullable: true,
    authScopes: { role: programmeRoles.view },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const found = await context.services.payouts.run(id)
      return found ? summaryOf(found) : null
    },
  }),
}))

builder.mutationFields((t) => ({
  createPayoutRun: t.field({
    type: RunPayloadRef,
    authScopes: { role: programmeRoles.act },
    description: 'Puts waiting payout requests in a new run (each in at most one run).',
    args: { input: t.arg({ type: CreateRunInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      runPayload(
        await context.services.payouts.createRun(
          input.payoutIds.map(String),
          await actorOf(context),
          context.locale,
        ),
        context,
      ),
  }),
  payPayoutRun: t.field({
    type: RunPayloadRef,
    authScopes: { role: programmeRoles.act },
    description:
      'Marks a run paid once its file went through: its payouts become PAID and their statements are e-mailed. Once only.',
    args: { input: t.arg({ type: PayRunInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      runPayload(
        await context.services.payouts.payRun(input.runId, await actorOf(context), context.locale),
        context,
      ),
  }),
  rejectPayout: t.field({
    type: PayoutPayloadRef,
    authScopes: { role: programmeRoles.act },
    description: 'Rejects a payout request with a reason; its commissions go back to the balance.',
    args: { input: t.arg({ type: RejectPayoutInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await context.services.payouts.rejectPayout(
        input.payoutId,
        input.reason,
        await actorOf(context),
        context.locale,
      )
      return outcome.ok
        ? { payout: outcome.value, errors: [] }
        : { payout: null, errors: outcome.errors }
    },
  }),
}))
