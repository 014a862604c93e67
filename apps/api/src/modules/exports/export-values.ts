import type { Locale } from '@comptoir/i18n/locales'

import type {
  attributionSource,
  commissionKind,
  commissionStatus,
  orderStatus,
} from '../../db/schema'

type OrderStatus = (typeof orderStatus.enumValues)[number]
type AttributionSource = (typeof attributionSource.enumValues)[number]
type CommissionKind = (typeof commissionKind.enumValues)[number]
type CommissionStatus = (typeof commissionStatus.enumValues)[number]

interface ValueNames {
  orderStatus: Record<OrderStatus, string>
  source: Record<AttributionSource, string>
  commissionKind: Record<CommissionKind, string>
  commissionStatus: Record<CommissionStatus, string>
}

/** The words an export writes for the stored codes, as the portal says them. */
const names: Record<Locale, ValueNames> = {
  en: {
    orderStatus: {
      PENDING_PAYMENT: 'Awaiting payment',
      PAID: 'Paid',
      FULFILLED: 'Prepared',
      SHIPPED: 'Shipped',
      DELIVERED: 'Delivered',
      CANCELLED: 'Cancelled',
      REFUNDED: 'Refunded',
    },
    source: {
      CODE: 'Code at checkout',
      OPERATION_CHOICE: 'Chose your operation',
      REFERRAL: 'Your link',
    },
    commissionKind: { SALE: 'Sale', CLAWBACK: 'Clawback' },
    commissionStatus: {
      PENDING: 'Pending',
      APPROVED: 'Approved',
      PAID: 'Paid',
      REVERSED: 'Reversed',
    },
  },
  fr: {
    orderStatus: {
      PENDING_PAYMENT: 'En attente de paiement',
      PAID: 'Payée',
      FULFILLED: 'Préparée',
      SHIPPED: 'Expédiée',
      DELIVERED: 'Livrée',
      CANCELLED: 'Annulée',
      REFUNDED: 'Remboursée',
    },
    source: {
      CODE: 'Code au paiement',
      OPERATION_CHOICE: 'A choisi votre opération',
      REFERRAL: 'Votre lien',
    },
    commissionKind: { SALE: 'Vente', CLAWBACK: 'Reprise' },
    commissionStatus: {
      PENDING: 'En attente',
      APPROVED: 'Approuvée',
      PAID: 'Payée',
      REVERSED: 'Annulée',
    },
  },
}

/** The words of `locale` for the codes an export holds. */
export function exportValueNames(locale: Locale): ValueNames {
  return names[locale]
}
