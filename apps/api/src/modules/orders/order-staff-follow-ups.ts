import type { Locale } from '@comptoir/i18n/locales'
import {
  orderNoteSchema,
  orderRefundSchema,
  refundUnitsField,
} from '@comptoir/validation/schemas/order-refund'
import { validateInput } from '@comptoir/validation/validate'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { failure, success, type Outcome } from '../../field-error'
import type { MailDispatcher } from '../mail/outbox.service'
import { resendOrderConfirmation } from './order-confirmation-resend'
import { addOrderNote, type OrderNoteRecord } from './order-notes'
import type { RefundRequest, RefundResult } from './order-refund-ledger'
import { refundRefusalError } from './order-refund-copy'
import type { StaffActionContext } from './order-staff-actions'
import type { OrderRecord } from './orders.service'

const refusals = {
  en: {
    not_found: 'This order does not exist',
    cancelled: 'This order is cancelled: its confirmation is not sent again',
    key: 'The request has no key: reload the page and try again',
  },
  fr: {
    not_found: 'Cette commande n’existe pas',
    cancelled: 'Cette commande est annulée : sa confirmation n’est pas renvoyée',
    key: 'La demande n’a pas de clé : rechargez la page et réessayez',
  },
} satisfies Record<Locale, unknown>

export interface StaffRefundInput {
  number: string
  /** The key of this refund, drawn by the form: a retried request never refunds twice. */
  idempotencyKey: string
  /** Units by order line; null refunds everything that remains, shipping included. */
  lines: { lineId: string; quantity: number }[] | null
  amountCents?: number | null
  restock: boolean
  reason?: string | null
}

/**
 * The back office's refunds, notes and confirmations sent again, shared with the command line:
 * the input is checked with the shared rules, and every refusal is in the staff member's language.
 */
export function createOrderStaffFollowUps(deps: {
  db: Database
  mail: MailDispatcher
  logger: Logger
  publicUrl: string
  refundOrder: (request: RefundRequest) => Promise<RefundResult>
}) {
  return {
    async refund(
      input: StaffRefundInput,
      context: StaffActionContext,
    ): Promise<Outcome<OrderRecord>> {
      const lines = input.lines ?? []
      const checked = validateInput(
        orderRefundSchema(lines.map(() => Number.MAX_SAFE_INTEGER)),
        {
          ...Object.fromEntries(
            lines.map((line, index) => [refundUnitsField(index), line.quantity]),
          ),
          restock: input.restock,
          reason: input.reason ?? '',
        },
        context.locale,
      )
      if (!checked.ok) return failure([...checked.errors])
      const key = input.idempotencyKey.trim()
      if (!key || key.length > 100) {
        return failure([
          { field: 'idempotencyKey', code: 'required', message: refusals[context.locale].key },
        ])
      }
      const reason = input.reason?.trim() ?? ''
      const result = await deps.refundOrder({
        number: input.number,
        idempotencyKey: key,
        lines: input.lines,
        amountCents: input.amountCents ?? null,
        restock: input.restock,
        reason: reason === '' ? null : reason,
        actor: context.actor,
        actorName: context.actor.name,
      })
      if (!result.ok) return failure([refundRefusalError(result.refusal, context.locale)])
      return success(result.order)
    },

    async addNote(
      number: string,
      body: string,
      context: StaffActionContext,
    ): Promise<Outcome<OrderNoteRecord>> {
      const checked = validateInput(orderNoteSchema, { body }, context.locale)
      if (!checked.ok) return failure([...checked.errors])
      const note = await addOrderNote(deps.db, number, checked.value.body.trim(), {
        actor: context.actor,
        name: context.actor.name,
      })
      if (!note) {
        return failure([
          { field: 'number', code: 'not_found', message: refusals[context.locale].not_found },
        ])
      }
      return success(note)
    },

    async resendConfirmation(
      number: string,
      context: StaffActionContext,
    ): Promise<Outcome<OrderRecord>> {
      const result = await resendOrderConfirmation(deps, number, context.actor)
      if (result.ok) return success(result.order)
      return failure([
        {
          field: result.reason === 'not_found' ? 'number' : null,
          code: result.reason === 'not_found' ? 'not_found' : 'invalid_state',
          message: refusals[context.locale][result.reason],
        },
      ])
    },
  }
}

export type OrderStaffFollowUps = ReturnType<typeof createOrderStaffFollowUps>
