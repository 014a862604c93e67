import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import type { OrderViewer, OrdersService } from '../orders/orders.service'
import { invoiceNumbers, invoiceOf } from './invoice-data'
import { invoiceFilename, renderInvoicePdf } from './invoice-pdf'

export interface InvoicesDeps {
  db: Database
  orders: OrdersService
  /** The seller, as every invoice names it. */
  shop: ShopIdentity
}

/** The invoices of paid orders, numbered when they are paid (see db/schema/invoices.ts). */
export function createInvoicesService(deps: InvoicesDeps) {
  return {
    /**
     * The PDF of an order's invoice, for whoever may see the order (its customer, or the holder
     * of its access token); null when the order is not theirs, does not exist or is not paid.
     */
    async invoicePdf(orderNumber: string, viewer: OrderViewer) {
      const details = await deps.orders.findVisibleOrder(orderNumber, viewer)
      if (!details) return null
      const invoice = await invoiceOf(deps.db, details, deps.shop)
      if (!invoice) return null
      return { filename: invoiceFilename(invoice), pdf: await renderInvoicePdf(invoice) }
    },
    /** Invoice numbers by order number, in one statement. */
    numbers: (orderNumbers: readonly string[]) => invoiceNumbers(deps.db, orderNumbers),
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>
