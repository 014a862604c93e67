import { builder } from '../../graphql/admin/builder'
import { actorOf, type AdminContext } from '../../graphql/admin/context'
import { searchAmbassadors } from '../ambassadors/ambassador-directory'
import {
  AmbassadorPayloadRef,
  ambassadorPayload,
  StaffAmbassadorRef,
} from '../ambassadors/ambassadors-admin.schema'
import { programmeRoles } from '../ambassadors/programme-roles'
import { createApplicationReview } from './application-review'

const ApproveInput = builder.inputType('ApproveApplicationInput', {
  fields: (t) => ({ ambassadorId: t.id({ required: true }) }),
})
const RejectInput = builder.inputType('RejectApplicationInput', {
  fields: (t) => ({
    ambassadorId: t.id({ required: true }),
    reason: t.string({ required: true, description: 'E-mailed to the applicant.' }),
  }),
})

const reviewOf = (context: AdminContext) =>
  createApplicationReview({
    db: context.services.db,
    mail: context.services.mail,
    ambassadorUrl: context.services.config.ambassadorUrl,
  })

builder.queryFields((t) => ({
  ambassadorApplications: t.field({
    type: [StaffAmbassadorRef],
    authScopes: { role: programmeRoles.view },
    description: 'Applications waiting for a decision, oldest first (at most 200).',
    resolve: async (_root, _args, context) => {
      const page = await searchAmbassadors(context.services.db, {
        status: 'APPLIED',
        page: 1,
        pageSize: 200,
        oldestFirst: true,
      })
      return page.ambassadors
    },
  }),
}))

builder.mutationFields((t) => ({
  approveAmbassadorApplication: t.field({
    type: AmbassadorPayloadRef,
    authScopes: { role: programmeRoles.act },
    description:
      'Approves an application; the ambassador is e-mailed. An application decided already is refused.',
    args: { input: t.arg({ type: ApproveInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.ambassadorId
      const outcome = await reviewOf(context).approve(id, await actorOf(context), context.locale)
      return ambassadorPayload(outcome, id, context)
    },
  }),
  rejectAmbassadorApplication: t.field({
    type: AmbassadorPayloadRef,
    authScopes: { role: programmeRoles.act },
    description: 'Rejects an application with a reason, e-mailed in the applicant’s language.',
    args: { input: t.arg({ type: RejectInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.ambassadorId
      const outcome = await reviewOf(context).reject(
        id,
        input.reason,
        await actorOf(context),
        context.locale,
      )
      return ambassadorPayload(outcome, id, context)
    },
  }),
}))
