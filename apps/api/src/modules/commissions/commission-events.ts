import { ambassadorEvent } from '../ambassadors/ambassador-events'
import type { CommissionRecord } from './commission-lines'

/** The live event telling an ambassador that one of their commissions changed status. */
export function commissionStatusEvent(commission: CommissionRecord, orderNumber: string, at: Date) {
  return ambassadorEvent('COMMISSION_STATUS_CHANGED', commission.ambassadorId, at, {
    orderNumber,
    commissionId: commission.id,
    commissionStatus: commission.status,
    amountCents: commission.amountCents,
    operationId: commission.operationId,
  })
}
