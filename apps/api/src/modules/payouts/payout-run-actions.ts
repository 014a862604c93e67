import type { Locale } from '@comptoir/i18n/locales'
import { decisionReasonSchema } from '@comptoir/validation/schemas/programme-decisions'
import { validateInput } from '@comptoir/validation/validate'
import { and, asc, eq, TransactionRollbackError } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { ambassadorPayouts, payoutRunItems, payoutRuns } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { AmbassadorEvent, EventPublisher } from '../ambassadors/ambassador-events'
import { programmeRefusal } from '../ambassadors/programme-refusals'
import type { MailDispatcher } from '../mail/outbox.service'
import { decidePayout, type DecisionOptions } from './payout-decision'
import {
  createRun,
  listRuns,
  runFile,
  runReference,
  runWithPayouts,
  waitingPayouts,
  type DebtorAccount,
  type PayoutRunRecord,
} from './payout-runs'
import type { PayoutRecord } from './payouts.service'

export interface RunActionDeps {
  db: Database
  publish: EventPublisher
  mail: MailDispatcher
  decisionOptions: (actor: Actor) => DecisionOptions
}

/**
 * Payout runs from the back office and the command line: the requests waiting, a run made of a
 * selection, its SEPA file, its payment (once) and the rejection of one of its payouts.
 */
export function createPayoutRunActions(deps: RunActionDeps) {
  const { db } = deps

  /**
   * Marks a run paid, then each of its payouts still requested (their commissions PAID, the
   * statement e-mailed as for a single payout), in one transaction. The run moves OPEN → PAID by a
   * conditional update: a second attempt, even at the same instant, finds it paid and is refused.
   */
  async function payRun(
    runId: string,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<PayoutRunRecord>> {
    if (!isUuid(runId)) return failure([programmeRefusal('run_not_found', locale)])
    const options = deps.decisionOptions(actor)
    // Set inside the transaction's callback, read after its rollback.
    const outcome = { empty: false }
    try {
      const result = await db.transaction(async (tx) => {
        const [run] = await tx
          .update(payoutRuns)
          .set({ status: 'PAID', paidAt: options.now, paidByLabel: actor.label })
          .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.status, 'OPEN')))
          .returning()
        if (!run) {
          const [existing] = await tx
            .select({ id: payoutRuns.id })
            .from(payoutRuns)
            .where(eq(payoutRuns.id, runId))
          return failure<{ run: PayoutRunRecord; events: AmbassadorEvent[] }>([
            programmeRefusal(existing ? 'run_paid' : 'run_not_found', locale),
          ])
        }
        const open = await tx
          .select({ id: ambassadorPayouts.id })
          .from(payoutRunItems)
          .innerJoin(ambassadorPayouts, eq(ambassadorPayouts.id, payoutRunItems.payoutId))
          .where(and(eq(payoutRunItems.runId, runId), eq(ambassadorPayouts.status, 'REQUESTED')))
          .orderBy(asc(payoutRunItems.position))
        if (open.length === 0) {
          outcome.empty = true
          tx.rollback()
        }
        const events: AmbassadorEvent[] = []
        for (const payout of open) {
          events.push(...(await decidePayout(tx, payout.id, { status: 'PAID' }, options)).events)
        }
        await recordAudit(tx, actor, {
          action: 'payout_run.paid',
          recordType: 'payout_run',
          recordId: run.id,
          before: { status: 'OPEN' },
          after: { status: 'PAID', reference: runReference(run), payouts: open.length },
        })
        return success({ run, events })
      })
      if (!result.ok) return result
      await deps.publish(result.value.events)
      void deps.mail.flush()
      return success(result.value.run)
    } catch (error) {
      if (outcome.empty && error instanceof TransactionRollbackError) {
        return failure([programmeRefusal('run_empty', locale)])
      }
      throw error
    }
  }

  /** Rejects one open payout request (in a run or not) with a reason, e-mailed to the ambassador. */
  async function rejectPayout(
    payoutId: string,
    reason: string,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<PayoutRecord>> {
    const checked = validateInput(decisionReasonSchema, { reason }, locale)
    if (!checked.ok) return failure([...checked.errors])
    if (!isUuid(payoutId)) return failure([programmeRefusal('payout_not_found', locale)])
    const [current] = await db
      .select({ status: ambassadorPayouts.status })
      .from(ambassadorPayouts)
      .where(eq(ambassadorPayouts.id, payoutId))
    if (current?.status !== 'REQUESTED') {
      return failure([programmeRefusal('payout_not_found', locale)])
    }
    try {
      const result = await decidePayout(
        db,
        payoutId,
        { status: 'REJECTED', reason: checked.value.reason },
        deps.decisionOptions(actor),
      )
      await deps.publish(result.events)
      void deps.mail.flush()
      return success(result.payout)
    } catch (error) {
      // Decided by someone else between the read and the conditional update.
      if (error instanceof Error && error.message.startsWith('No open payout request')) {
        return failure([programmeRefusal('payout_not_found', locale)])
      }
      throw error
    }
  }

  return {
    waiting: () => waitingPayouts(db),
    runs: (limit?: number) => listRuns(db, limit),
    run: (runId: string) => runWithPayouts(db, runId),
    runFile: (runId: string, debtor: DebtorAccount) => runFile(db, runId, debtor),
    createRun: (payoutIds: readonly string[], actor: Actor, locale: Locale) =>
      createRun(db, payoutIds, actor, locale),
    payRun,
    rejectPayout,
  }
}
