import type { Locale } from '@comptoir/i18n/locales'
import type { Logger } from 'pino'

import type { AfterCommit } from '../../db/after-commit'
import type { Database } from '../../db/client'
import { createMemoryPubSub, type PubSub } from '../../pubsub/pubsub'
import type { RateLimiter, RateLimits } from '../../rate-limit/limiter'
import type { PasswordHasher } from '../accounts/passwords'
import type { MailDispatcher } from '../mail/outbox.service'
import { createEventPublisher } from './ambassador-events'
import { createApplicationsService } from './applications.service'
import { attributeOrder, setCheckoutReferral, type OrderFacts } from './attribution'
import { applyOrderStatus, approveDueCommissions } from './commissions.service'
import * as insights from './insights.service'
import * as progress from './operation-progress'
import { createOperationsService } from './operations.service'
import * as payouts from './payouts.service'
import { updateAmbassadorProfile } from './profile.service'
import { createReferralsService } from './referrals.service'
import { createSessionWatch } from '../accounts/session-watch'

/**
 * The hook the order status machine calls in each transition's transaction: it moves the
 * order's commission and returns the publication of what changed, for the caller to run once
 * the transition has committed. For processes that only change orders (the CLI).
 */
export function orderStatusHook(pubsub: PubSub, logger: Logger) {
  const publish = createEventPublisher(pubsub, logger)
  return async (
    tx: Database,
    change: { orderId: string; to: string; at: Date },
  ): Promise<AfterCommit> => {
    const events = await applyOrderStatus(tx, change.orderId, change.to, change.at)
    return () => publish(events)
  }
}

export interface ProgrammeDeps {
  db: Database
  hasher: PasswordHasher
  limiter: RateLimiter
  limits: RateLimits
  mail: MailDispatcher
  logger: Logger
  /** Where live events go (default: this process only). */
  pubsub?: PubSub
  publicUrl: string
  ambassadorUrl: string
  /** The clock of the programme's rules (tests move it). */
  now?: () => Date
  /** How often the approval job looks for commissions whose hold has ended (default 10 min). */
  approvalIntervalMs?: number
}

/**
 * The ambassador programme: applications, referrals, operations, profile, attribution of orders,
 * the commission ledger and its approval job, payouts, insights, live events.
 */
export function createAmbassadorProgramme(deps: ProgrammeDeps) {
  const now = deps.now ?? (() => new Date())
  const { db, logger } = deps
  const pubsub = deps.pubsub ?? createMemoryPubSub()
  const publish = createEventPublisher(pubsub, logger)
  const sessions = createSessionWatch({ db, pubsub, logger })
  let approvalTimer: NodeJS.Timeout | null = null

  async function approveDue(at: Date = now()) {
    const result = await approveDueCommissions(db, at)
    await publish(result.events)
    return { ran: result.ran, approved: result.events.length }
  }

  return {
    applications: createApplicationsService({
      db,
      hasher: deps.hasher,
      limiter: deps.limiter,
      limits: deps.limits,
      mail: deps.mail,
      logger,
      ambassadorUrl: deps.ambassadorUrl,
      onSessionsChanged: (userId) => sessions.announce(userId),
    }),
    referrals: createReferralsService({ db, now }),
    operations: createOperationsService({ db, now }),
    updateProfile: (ambassadorId: string, input: unknown, locale: Locale, preferred: Locale) =>
      updateAmbassadorProfile(db, ambassadorId, input, locale, preferred),
    /** The shop link that carries a code (an ambassador's or an operation's). */
    shareLink: (code: string) => `${deps.publicUrl}/?ref=${encodeURIComponent(code)}`,
    now,
    sessions,
    /** The live events of one ambassador, from now on (any instance's). */
    events: (ambassadorId: string) => pubsub.subscribe('ambassadorEvent', ambassadorId),

    /**
     * placeOrder's attribution step (runs in its transaction); its events are published by the
     * returned action, which placeOrder runs once the order has committed.
     */
    attribution: {
      async attribute(tx: Database, facts: OrderFacts): Promise<AfterCommit> {
        const outcome = await attributeOrder(tx, facts, now())
        return () => publish(outcome.events)
      },
    },
    /** The order status machine's hook (runs in the transition's transaction, publishes after). */
    orderStatusChanged: orderStatusHook(pubsub, logger),
    setCheckoutReferral: (options: {
      userId: string | null
      cartToken: string | null
      operationId: string | null
      referralId: string | null
    }) => setCheckoutReferral(db, { ...options, now: now() }),

    approveDue,
    async requestPayout(ambassadorId: string, locale: Locale) {
      const outcome = await payouts.requestPayout(db, ambassadorId, locale, now())
      if (!outcome.ok) return outcome
      await publish(outcome.value.events)
      return { ok: true as const, value: outcome.value.payout }
    },
    async decidePayout(
      payoutId: string,
      decision: { status: 'PAID' } | { status: 'REJECTED'; reason: string },
    ) {
      const result = await payouts.decidePayout(db, payoutId, decision, deps.ambassadorUrl, now())
      await publish(result.events)
      void deps.mail.flush()
      return result.payout
    },
    openPayouts: () => payouts.openPayouts(db),
    listPayouts: (ambassadorId: string, limit: number, offset: number) =>
      payouts.listPayouts(db, ambassadorId, limit, offset),
    countPayouts: (ambassadorId: string) => payouts.countPayouts(db, ambassadorId),
    availableBalance: (ambassadorId: string) => payouts.availableBalance(db, ambassadorId),
    minimumPayoutCents: payouts.minimumPayoutCents,

    dashboard: (ambassadorId: string, period: insights.DashboardPeriod) =>
      insights.dashboard(db, ambassadorId, period, now()),
    operationsProgress: (operations: readonly { id: string; salesGoalCents: number }[]) =>
      progress.operationsProgress(db, operations),
    attributedOrders: (ambassadorId: string, limit: number, offset: number) =>
      insights.attributedOrders(db, ambassadorId, limit, offset),
    countAttributedOrders: (ambassadorId: string) =>
      insights.countAttributedOrders(db, ambassadorId),
    commissionLines: (
      ambassadorId: string,
      status: Parameters<typeof insights.commissionLines>[2],
      limit: number,
      offset: number,
    ) => insights.commissionLines(db, ambassadorId, status, limit, offset),
    countCommissionLines: (
      ambassadorId: string,
      status: Parameters<typeof insights.countCommissionLines>[2],
    ) => insights.countCommissionLines(db, ambassadorId, status),
    ownOperation: (ambassadorId: string, operationId: string) =>
      progress.ownOperation(db, ambassadorId, operationId),
    ownOperations: (ambassadorId: string, operationIds: readonly string[]) =>
      progress.ownOperations(db, ambassadorId, operationIds),

    /** Starts the periodic approval job (each run takes an advisory lock: one instance at a time). */
    start() {
      approvalTimer ??= setInterval(
        () => {
          approveDue().catch((error: unknown) => {
            logger.error({ err: error }, 'the commission approval job failed')
          })
        },
        deps.approvalIntervalMs ?? 10 * 60_000,
      )
      approvalTimer.unref()
    },
    async stop() {
      if (approvalTimer) clearInterval(approvalTimer)
      approvalTimer = null
      await sessions.stop()
    },
  }
}

export type AmbassadorProgramme = ReturnType<typeof createAmbassadorProgramme>
