import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef } from '../../graphql/public/builder'
import { ambassadorError } from '../ambassadors/ambassador-errors'
import type { OperationRecord } from '../operations/operation-state'
import { isLandingPath, type AmbassadorCard, type Referral } from './referrals.service'

const PublicOperationRef = builder.objectRef<OperationRecord>('AmbassadorOperationCard').implement({
  description: 'A live operation as shoppers see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    customerDiscountPercent: t.float({
      description: 'Discount on the merchandise with this operation (0 to 30).',
      resolve: (operation) => operation.customerDiscountBps / 100,
    }),
    endsAt: t.field({
      type: DateTime,
      resolve: (operation) =>
        operation.closedAt && operation.closedAt < operation.endsAt
          ? operation.closedAt
          : operation.endsAt,
    }),
  }),
})

const PublicOperationWithHostRef = builder
  .objectRef<{ operation: OperationRecord; displayName: string }>('LiveOperation')
  .implement({
    description: 'A live operation and the ambassador who runs it.',
    fields: (t) => ({
      operation: t.field({ type: PublicOperationRef, resolve: (row) => row.operation }),
      ambassadorName: t.exposeString('displayName'),
    }),
  })

const AmbassadorCardRef = builder.objectRef<AmbassadorCard>('AmbassadorCard').implement({
  description: 'What the shop shows for "You’re shopping with …".',
  fields: (t) => ({
    code: t.string({
      description: 'The ambassador’s code.',
      resolve: (card) => card.ambassador.code,
    }),
    displayName: t.string({ resolve: (card) => card.ambassador.displayName }),
    liveOperation: t.field({
      type: PublicOperationRef,
      nullable: true,
      resolve: (card) => card.operation,
    }),
  }),
})

const ReferralRef = builder.objectRef<Referral>('Referral').implement({
  description:
    'A referral to keep on the client (the last one wins) and to send at checkout before `expiresAt`.',
  fields: (t) => ({
    id: t.exposeID('visitId', { description: 'Send it as the referral of placeOrder.' }),
    code: t.string({
      description: 'The code clicked: the operation’s when it is live, else the ambassador’s.',
      resolve: (referral) => referral.card.operation?.code ?? referral.card.ambassador.code,
    }),
    expiresAt: t.expose('expiresAt', { type: DateTime }),
    card: t.field({ type: AmbassadorCardRef, resolve: (referral) => referral.card }),
  }),
})

const ReferralPayloadRef = builder
  .objectRef<{ referral: Referral | null; errors: FieldError[] }>('ReferralPayload')
  .implement({
    fields: (t) => ({
      referral: t.expose('referral', { type: ReferralRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.queryField('ambassadorCard', (t) =>
  t.field({
    type: AmbassadorCardRef,
    nullable: true,
    description:
      'The approved ambassador behind a code (theirs or a live operation’s), or null for an unknown code.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.referrals.card(args.code),
  }),
)

const RecordReferralVisitInput = builder.inputType('RecordReferralVisitInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'The referral or operation code clicked.' }),
    landingPath: t.string({ required: true, description: 'A path of the shop, e.g. /products.' }),
  }),
})

builder.mutationFields((t) => ({
  recordReferralVisit: t.field({
    type: ReferralPayloadRef,
    description:
      'Records a click on a referral link (the visitor is a salted daily hash; no address is kept) and returns the referral, valid 30 days.',
    args: {
      input: t.arg({ type: RecordReferralVisitInput, required: true }),
    },
    resolve: async (_root, { input: args }, context) => {
      const locale = context.locale
      if (!isLandingPath(args.landingPath)) {
        return {
          referral: null,
          errors: [ambassadorError('invalid_landing_path', 'landingPath', locale)],
        }
      }
      const viewer = await context.viewer()
      const referral = await context.services.referrals.recordVisit({
        code: args.code,
        landingPath: args.landingPath,
        address: context.request.ip,
        customerId: viewer?.user.id ?? null,
      })
      if (!referral) {
        return { referral: null, errors: [ambassadorError('unknown_code', 'code', locale)] }
      }
      return { referral, errors: [] }
    },
  }),
}))

const CheckoutAmbassadorPayloadRef = builder
  .objectRef<{ ok: boolean; errors: FieldError[] }>('CheckoutAmbassadorPayload')
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

const checkoutErrors = {
  cart_not_found: ['cartId', 'cart_not_found_for_referral'],
  operation_not_live: ['operationId', 'operation_not_live'],
  referral_not_found: ['referralId', 'referral_not_found'],
} as const

builder.queryField('liveOperations', (t) =>
  t.field({
    type: [PublicOperationWithHostRef],
    description:
      'Live operations a buyer can choose at checkout ("I’m ordering with Marie’s operation"), matching a name or code; 20 at most.',
    args: { search: t.arg.string() },
    resolve: (_root, args, context) => context.services.referrals.liveOperations(args.search ?? ''),
  }),
)

const SetCheckoutAmbassadorInput = builder.inputType('SetCheckoutAmbassadorInput', {
  fields: (t) => ({
    cartId: t.id({ description: 'The anonymous cart; a signed-in customer’s cart is found.' }),
    operationId: t.id({ description: 'The live operation the buyer chose; null clears it.' }),
    referralId: t.id({ description: 'The id of the referral recordReferralVisit returned.' }),
  }),
})

builder.mutationField('setCheckoutAmbassador', (t) =>
  t.field({
    type: CheckoutAmbassadorPayloadRef,
    description:
      'Tells the checkout which live operation the buyer chose and which referral the client kept (null clears). placeOrder attributes the order: a code entered wins, then the operation chosen, then the latest referral of the last 30 days.',
    args: {
      input: t.arg({ type: SetCheckoutAmbassadorInput, required: true }),
    },
    resolve: async (_root, { input: args }, context) => {
      const viewer = await context.viewer()
      const outcome = await context.services.attribution.setCheckoutReferral({
        userId: viewer?.user.id ?? null,
        cartToken: args.cartId ?? null,
        operationId: args.operationId ?? null,
        referralId: args.referralId ?? null,
      })
      if (outcome === 'ok') return { ok: true, errors: [] }
      const [field, code] = checkoutErrors[outcome]
      return {
        ok: false,
        errors: [ambassadorError(code, field, context.locale)],
      }
    },
  }),
)
