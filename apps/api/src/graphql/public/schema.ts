import '../../modules/accounts/accounts.schema'
import '../../modules/address-book/address-book.schema'
import '../../modules/accounts/ambassador-password.schema'
import '../../modules/ambassador-applications/ambassador-applications.schema'
import '../../modules/ambassadors/programme-terms.schema'
import '../../modules/attribution/attribution.schema'
import '../../modules/cart/cart.schema'
import '../../modules/catalog/catalog.schema'
import '../../modules/faq/faq.schema'
import '../../modules/orders/order-access.schema'
import '../../modules/orders/orders.schema'
import '../../modules/invoices/invoices.schema'
import '../../modules/contact/contact.schema'
import '../../modules/stock-alerts/stock-alerts.schema'
import '../../modules/order-requests/order-requests.schema'
import '../../modules/checkout/place-order.schema'
import '../../modules/orders/order-status.schema'
import '../../modules/payments/bank-transfer.schema'

import { builder } from './builder'

/** The schema of /gql/public. */
export const publicSchema = builder.toSchema({ sortSchema: true })
