import type { BankTransferConfig } from '../../config-commerce'

/** The provider id stored on the orders paid by bank transfer. */
export const bankTransferProviderId = 'bank-transfer'

const dayMs = 24 * 60 * 60 * 1000

/** What a shopper needs to pay an order by transfer: where, how much, with which reference, by when. */
export interface BankTransferInstructions {
  holder: string
  /** In groups of four, as bank forms and statements print it. */
  iban: string
  bic: string
  /** What the shopper writes as the transfer's reference: the order number. */
  reference: string
  amountCents: number
  currency: string
  /** When the order is cancelled if the transfer has not arrived. */
  payBy: Date
}

/** An IBAN in groups of four characters (`FR76 3000 6000 …`). */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ')
}

/** When an unpaid transfer order placed at `placedAt` is cancelled. */
export function transferDeadline(account: BankTransferConfig, placedAt: Date): Date {
  return new Date(placedAt.getTime() + account.cancelDays * dayMs)
}

/** The transfer instructions of an order, from the shop's account. */
export function bankTransferInstructions(
  account: BankTransferConfig,
  order: { number: string; totalCents: number; currency: string; createdAt: Date },
): BankTransferInstructions {
  return {
    holder: account.holder,
    iban: formatIban(account.iban),
    bic: account.bic,
    reference: order.number,
    amountCents: order.totalCents,
    currency: order.currency,
    payBy: transferDeadline(account, order.createdAt),
  }
}
