import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { stockAlertSchema } from '@comptoir/validation/schemas/stock-alert'
import { validateInput } from '@comptoir/validation/validate'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import { queryRows, type Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { productVariants, stockAlerts } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import { overLimit, type RateLimiter, type RateLimitRule } from '../../rate-limit/limiter'
import { rateLimitedError } from '../accounts/account-errors'
import { generateToken, hashToken } from '../accounts/tokens'
import { normalizeEmail, type Caller } from '../accounts/users'
import { enqueueMails, type MailDispatcher } from '../mail/outbox.service'
import { variantTitleText } from '../cart/variant-title'
import type { LocalizedText, VariantOption } from '../../db/schema/localized'
import { backInStockMail } from './stock-alert-mails'

export interface StockAlertsDeps {
  db: Database
  limiter: RateLimiter
  mail: MailDispatcher
  logger: Logger
  publicUrl: string
  now?: () => Date
  /** How often the job looks for variants back in stock (default 10 seconds). */
  intervalMs?: number
  /** Alerts one client address may ask for (default 20 an hour). */
  perAddress?: RateLimitRule
}

/** Alerts e-mailed per round at most, oldest first; the next round takes the rest. */
const batchSize = 200

const messages: Record<Locale, { unknown: string; inStock: string }> = {
  en: {
    unknown: 'This product no longer exists.',
    inStock: 'This item is back in stock: you can order it now.',
  },
  fr: {
    unknown: 'Ce produit n’existe plus.',
    inStock: 'Cet article est de nouveau en stock : vous pouvez le commander dès maintenant.',
  },
}

interface DueAlert {
  id: string
  email: string
  locale: string
  slug: string
  sku: string
  name: LocalizedText
  options: VariantOption[]
}

/** `/stock-alerts?token=…`: the page that stops the alerts of the token's address. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/stock-alerts?token=${encodeURIComponent(token)}`
}

/**
 * Back-in-stock alerts: a shopper leaves an address on a sold-out variant; when the variant has
 * stock again, whatever restocked it (the back office, the command line, a cancelled or refunded
 * order), the job e-mails each waiting alert once, after its transaction commits. Safe with any
 * number of API instances: a round claims its alerts with FOR UPDATE SKIP LOCKED and marks them
 * notified with a conditional UPDATE in the transaction that queues their e-mails.
 */
export function createStockAlerts(deps: StockAlertsDeps) {
  const { db, logger } = deps
  const now = deps.now ?? (() => new Date())
  const perAddress = deps.perAddress ?? { limit: 20, windowMs: 60 * 60 * 1000 }
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null

  async function subscribe(
    variantId: string,
    input: unknown,
    caller: Caller,
    locale: Locale,
  ): Promise<Outcome<true>> {
    const checked = validateInput(stockAlertSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const refusal = (code: string, message: string): FieldError => ({ field: null, code, message })
    const [variant] = isUuid(variantId)
      ? await db
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, variantId))
      : []
    if (!variant) return failure([refusal('not_found', messages[caller.locale].unknown)])
    if (variant.stock > 0) return failure([refusal('in_stock', messages[caller.locale].inStock)])
    const wait = await overLimit(deps.limiter, [[`stock-alert:ip:${caller.ip}`, perAddress]])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    // Asking again renews the alert (and its language), whether it was sent or stopped before.
    await db
      .insert(stockAlerts)
      .values({ variantId, email: normalizeEmail(checked.value.email), locale })
      .onConflictDoUpdate({
        target: [stockAlerts.variantId, stockAlerts.email],
        set: {
          locale,
          createdAt: now(),
          notifiedAt: null,
          unsubscribedAt: null,
          unsubscribeTokenHash: null,
        },
      })
    return success(true)
  }

  /** One round: e-mails the waiting alerts of variants in stock; answers how many. */
  async function notifyRestocked(): Promise<number> {
    const at = now()
    const queued = await db.transaction(async (tx) => {
      const due = await queryRows<DueAlert>(
        tx,
        sql`SELECT a."id", a."email", a."locale", p."slug", v."sku", p."name", v."options"
          FROM "stock_alerts" a
          JOIN "product_variants" v ON v."id" = a."variant_id"
          JOIN "products" p ON p."id" = v."product_id"
          WHERE a."notified_at" IS NULL AND a."unsubscribed_at" IS NULL
            AND v."stock" > 0 AND p."published"
          ORDER BY a."created_at" LIMIT ${batchSize}
          FOR UPDATE OF a SKIP LOCKED`,
      )
      if (due.length === 0) return 0
      const tokens = new Map(due.map((alert) => [alert.id, generateToken()]))
      const claimed = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE "stock_alerts" AS a
          SET "notified_at" = ${at.toISOString()}::timestamptz, "unsubscribe_token_hash" = d."hash"
          FROM (VALUES ${sql.join(
            due.map((alert) => sql`(${alert.id}::uuid, ${hashToken(tokens.get(alert.id) ?? '')})`),
            sql`, `,
          )}) AS d("id", "hash")
          WHERE a."id" = d."id" AND a."notified_at" IS NULL AND a."unsubscribed_at" IS NULL
          RETURNING a."id"`,
      )
      const sent = new Set(claimed.map((row) => row.id))
      await enqueueMails(
        tx,
        due
          .filter((alert) => sent.has(alert.id))
          .map((alert) => {
            const locale: Locale = isLocale(alert.locale) ? alert.locale : 'en'
            const page = `${deps.publicUrl}/product?slug=${encodeURIComponent(alert.slug)}&variant=${encodeURIComponent(alert.sku)}`
            return backInStockMail({
              email: alert.email,
              locale,
              productName: alert.name[locale],
              variantTitle: variantTitleText(alert.options)[locale],
              productLink: page,
              unsubscribeLink: unsubscribeLink(deps.publicUrl, tokens.get(alert.id) ?? ''),
            })
          }),
      )
      return sent.size
    })
    if (queued > 0) {
      logger.info({ alerts: queued }, 'back-in-stock e-mails queued')
      await deps.mail.flush()
    }
    return queued
  }

  /** Runs a round unless one is running (then answers that one). */
  function runOnce(): Promise<number> {
    running ??= notifyRestocked().finally(() => {
      running = null
    })
    return running
  }

  /** Stops every alert of the token's address; false for a token no alert holds. */
  async function unsubscribe(token: string): Promise<boolean> {
    if (token.length === 0 || token.length > 200) return false
    const [owner] = await db
      .select({ email: stockAlerts.email })
      .from(stockAlerts)
      .where(eq(stockAlerts.unsubscribeTokenHash, hashToken(token)))
      .limit(1)
    if (!owner) return false
    await db
      .update(stockAlerts)
      .set({ unsubscribedAt: now() })
      .where(and(eq(stockAlerts.email, owner.email), isNull(stockAlerts.unsubscribedAt)))
    return true
  }

  return {
    subscribe,
    unsubscribe,
    runOnce,
    start() {
      if (timer) return
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => {
          logger.error({ err: error }, 'back-in-stock alerts could not be sent')
        })
      }, deps.intervalMs ?? 10_000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running?.catch(() => undefined)
    },
  }
}

export type StockAlertsService = ReturnType<typeof createStockAlerts>
