import '../../modules/staff/staff-auth.schema'
import '../../modules/staff/staff.schema'
import '../../modules/audit/audit.schema'
import '../../modules/orders/orders-admin.schema'
import '../../modules/back-office/back-office-events.schema'
import '../../modules/back-office/dashboard.schema'
import '../../modules/orders/order-follow-ups-admin.schema'
import '../../modules/order-requests/order-requests-admin.schema'
import '../../modules/ambassadors/ambassadors-admin.schema'
import '../../modules/ambassador-applications/applications-admin.schema'
import '../../modules/commissions/commissions-admin.schema'
import '../../modules/payouts/payouts-admin.schema'

import { builder } from './builder'

/** The schema of /gql/admin. */
export const adminSchema = builder.toSchema({ sortSchema: true })
