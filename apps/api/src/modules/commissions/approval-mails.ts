import { isLocale } from '@comptoir/i18n/locales'
import { and, eq, inArray } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors, users } from '../../db/schema'
import { commissionsApprovedMail } from '../ambassadors/ambassador-mails'
import { enqueueMails } from '../mail/outbox.service'
import type { CommissionRecord } from './commission-lines'

/** One e-mail per ambassador who wants them, listing their commissions just approved. */
export async function mailApprovals(
  tx: Database,
  approved: readonly CommissionRecord[],
  numberOf: ReadonlyMap<string, string>,
  portalUrl: string,
) {
  const owners = [...new Set(approved.map((line) => line.ambassadorId))]
  const recipients = await tx
    .select({
      id: ambassadors.userId,
      email: users.email,
      name: users.name,
      locale: ambassadors.locale,
    })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(and(inArray(ambassadors.userId, owners), eq(ambassadors.mailCommissionApproved, true)))
  await enqueueMails(
    tx,
    recipients.map((recipient) => {
      const lines = approved.filter((line) => line.ambassadorId === recipient.id)
      return commissionsApprovedMail({
        to: recipient.email,
        name: recipient.name,
        orderNumbers: lines.map((line) => numberOf.get(line.orderId) ?? ''),
        amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
        portalUrl,
        locale: isLocale(recipient.locale) ? recipient.locale : 'en',
      })
    }),
  )
}
