import '../../modules/ambassadors/ambassador-me.schema'
import '../../modules/ambassadors/operations.schema'
import '../../modules/ambassadors/ledger.schema'
import '../../modules/ambassadors/ambassador-events.schema'

import { builder } from './builder'

/** The schema of /gql/ambassador. */
export const ambassadorSchema = builder.toSchema({ sortSchema: true })
