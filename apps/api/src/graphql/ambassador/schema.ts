import '../../modules/ambassadors/ambassadors.schema'
import '../../modules/ambassadors/ambassador-billing.schema'
import '../../modules/operations/operations.schema'
import '../../modules/commissions/commissions.schema'
import '../../modules/payouts/payouts.schema'
import '../../modules/insights/insights.schema'
import '../../modules/insights/ambassador-events.schema'
import '../../modules/exports/exports.schema'
import '../../modules/notifications/notifications.schema'

import { builder } from './builder'

/** The schema of /gql/ambassador. */
export const ambassadorSchema = builder.toSchema({ sortSchema: true })
