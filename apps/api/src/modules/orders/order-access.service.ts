import { isLocale } from '@comptoir/i18n/locales'
import { validateInput } from '@comptoir/validation/validate'
import { orderAccessSchema } from '@comptoir/validation/schemas/order-access'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { failure, success, type Outcome } from '../../field-error'
import type { RateLimiter, RateLimits } from '../../rate-limit/limiter'
import { rateLimitedError } from '../accounts/account-errors'
import { normalizeEmail, type Caller } from '../accounts/users'
import { overLimit } from '../../rate-limit/limiter'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { orderAccessMail } from './order-mails'
import { orderLink, type OrdersService } from './orders.service'

export interface OrderAccessDeps {
  db: Database
  orders: OrdersService
  limiter: RateLimiter
  limits: RateLimits
  mail: MailDispatcher
  logger: Logger
  /** Origin of the shop; order links always point there. */
  publicUrl: string
  /** Every request answers after at least this long, whether the order exists or not. */
  requestMinimumMs: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * "Find my order": the order's link is e-mailed to its buyer when the number and the address
 * match. The answer is the same either way, so the page reveals nothing about any order.
 */
export function createOrderAccessService(deps: OrderAccessDeps) {
  async function requestOrderAccess(input: unknown, caller: Caller): Promise<Outcome<true>> {
    const started = Date.now()
    const checked = validateInput(orderAccessSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { number, email } = checked.value
    // Per address only: a stranger asking for the buyer's link is refused at their address,
    // never the buyer at theirs.
    const wait = await overLimit(deps.limiter, [
      [`order-access:ip:${caller.ip}`, deps.limits.resetPerAddress],
      [
        `order-access:account-ip:${normalizeEmail(email)}:${caller.ip}`,
        deps.limits.resetPerAccountAndAddress,
      ],
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const order = await deps.orders.findByNumber(number.trim().toUpperCase())
    if (order && normalizeEmail(order.email) === normalizeEmail(email)) {
      const locale = isLocale(order.locale) ? order.locale : caller.locale
      const accessToken = await deps.orders.renewAccessToken(order.id)
      const link = orderLink(deps.publicUrl, order.number, accessToken)
      await enqueueMail(
        deps.db,
        orderAccessMail({ number: order.number, email: order.email, locale, link }),
      )
      deps.mail.flush().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'the order link e-mail could not be dispatched')
      })
    }
    await sleep(deps.requestMinimumMs - (Date.now() - started))
    return success(true)
  }

  return { requestOrderAccess }
}
