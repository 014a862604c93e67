import type { Locale } from '@comptoir/i18n/locales'
import { decisionReasonSchema } from '@comptoir/validation/schemas/programme-decisions'
import { validateInput } from '@comptoir/validation/validate'
import { and, eq, isNull } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors, sessions } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import { findAmbassadorByKey } from './ambassador-lookup'
import type { AmbassadorRecord } from './ambassadors.service'
import { programmeRefusal } from './programme-refusals'

export interface StandingDeps {
  db: Database
  /** Tells the instances that an ambassador's status changed: their open sockets re-check it. */
  onSessionsChanged: (userId: string) => Promise<void>
}

/**
 * Suspending and reinstating an approved ambassador. A suspended ambassador cannot sign in, their
 * ambassador sessions end at once and their codes and links stop crediting them (attribution only
 * credits approved ambassadors); reinstating gives all of it back, sessions aside.
 */
export function createAmbassadorStanding(deps: StandingDeps) {
  const { db } = deps

  async function move(
    key: string,
    from: 'APPROVED' | 'SUSPENDED',
    reason: string | null,
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<AmbassadorRecord>> {
    const found = await findAmbassadorByKey(db, key)
    if (!found) return failure([programmeRefusal('ambassador_not_found', locale)])
    const to = from === 'APPROVED' ? 'SUSPENDED' : 'APPROVED'
    const now = new Date()
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(ambassadors)
        .set({ status: to, statusReason: reason, updatedAt: now })
        .where(and(eq(ambassadors.userId, found.ambassador.userId), eq(ambassadors.status, from)))
        .returning()
      if (!row) return null
      if (to === 'SUSPENDED') {
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.userId, row.userId),
              eq(sessions.scope, 'ambassador'),
              isNull(sessions.revokedAt),
            ),
          )
      }
      await recordAudit(tx, actor, {
        action: to === 'SUSPENDED' ? 'ambassador.suspended' : 'ambassador.reinstated',
        recordType: 'ambassador',
        recordId: row.userId,
        before: { status: from, code: row.code },
        after: { status: to, code: row.code, ...(reason ? { reason } : {}) },
      })
      return row
    })
    if (!moved) {
      return failure([
        programmeRefusal(from === 'APPROVED' ? 'not_approved' : 'not_suspended', locale),
      ])
    }
    await deps.onSessionsChanged(moved.userId)
    return success(moved)
  }

  return {
    suspend(key: string, reason: string, actor: Actor, locale: Locale) {
      const checked = validateInput(decisionReasonSchema, { reason }, locale)
      if (!checked.ok) return Promise.resolve(failure<AmbassadorRecord>([...checked.errors]))
      return move(key, 'APPROVED', checked.value.reason.trim(), actor, locale)
    },
    reinstate: (key: string, actor: Actor, locale: Locale) =>
      move(key, 'SUSPENDED', null, actor, locale),
  }
}

export type AmbassadorStanding = ReturnType<typeof createAmbassadorStanding>
