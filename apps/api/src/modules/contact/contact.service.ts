import type { Locale } from '@comptoir/i18n/locales'
import { contactSchema } from '@comptoir/validation/schemas/contact'
import { validateInput } from '@comptoir/validation/validate'
import type { Logger } from 'pino'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import { failure, success, type Outcome } from '../../field-error'
import { overLimit, type RateLimiter, type RateLimitRule } from '../../rate-limit/limiter'
import { rateLimitedError } from '../accounts/account-errors'
import { normalizeEmail, type Caller } from '../accounts/users'
import { enqueueMails, type MailDispatcher } from '../mail/outbox.service'
import { acknowledgementMail, shopMessageMail } from './contact-mails'

/** How many messages one client address, and one e-mail address, may send. */
export interface ContactLimits {
  perAddress: RateLimitRule
  perEmail: RateLimitRule
}

const oneHour = 60 * 60 * 1000

export const defaultContactLimits: ContactLimits = {
  perAddress: { limit: 5, windowMs: oneHour },
  perEmail: { limit: 3, windowMs: oneHour },
}

export interface ContactDeps {
  db: Database
  limiter: RateLimiter
  mail: MailDispatcher
  logger: Logger
  shop: ShopIdentity
  limits?: ContactLimits
  now?: () => Date
}

/** The contact page: a shopper's message to the shop, and its acknowledgement to them. */
export function createContactService(deps: ContactDeps) {
  const limits = deps.limits ?? defaultContactLimits
  const now = deps.now ?? (() => new Date())
  return {
    /**
     * Checks the message (a name and subject on one line, an order number of the shop's shape),
     * counts it against the sender's address and e-mail, then queues, in one transaction, the
     * message to the shop (Reply-To the shopper) and the acknowledgement in the shopper's language.
     */
    async send(input: unknown, caller: Caller, locale: Locale): Promise<Outcome<true>> {
      const checked = validateInput(contactSchema, input, caller.locale)
      if (!checked.ok) return failure([...checked.errors])
      const message = { ...checked.value, email: normalizeEmail(checked.value.email) }
      const wait = await overLimit(deps.limiter, [
        [`contact:ip:${caller.ip}`, limits.perAddress],
        [`contact:email:${message.email}`, limits.perEmail],
      ])
      if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
      await deps.db.transaction(async (tx) => {
        await enqueueMails(tx, [
          shopMessageMail(message, deps.shop.contactEmail, locale, now()),
          acknowledgementMail(message, locale),
        ])
      })
      deps.mail.flush().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'the contact e-mails could not be dispatched')
      })
      return success(true)
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
