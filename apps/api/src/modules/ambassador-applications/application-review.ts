import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { decisionReasonSchema } from '@comptoir/validation/schemas/programme-decisions'
import { validateInput } from '@comptoir/validation/validate'
import { and, eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors, users } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { recordAudit, type Actor } from '../audit/audit.service'
import { findAmbassadorByKey } from '../ambassadors/ambassador-lookup'
import { applicationApprovedMail, applicationRejectedMail } from '../ambassadors/ambassador-mails'
import type { AmbassadorRecord } from '../ambassadors/ambassadors.service'
import { programmeRefusal } from '../ambassadors/programme-refusals'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import type { Application } from './ambassador-applications.service'

export interface ApplicationReviewDeps {
  db: Database
  mail: MailDispatcher
  ambassadorUrl: string
}

const mailLocale = (ambassador: AmbassadorRecord): Locale =>
  isLocale(ambassador.locale) ? ambassador.locale : 'en'

/** Why an application cannot be decided, from the status it has now. */
function refusalOf(status: AmbassadorRecord['status'] | undefined, locale: Locale) {
  if (status === undefined) return programmeRefusal('ambassador_not_found', locale)
  if (status === 'APPROVED') return programmeRefusal('already_approved', locale)
  if (status === 'REJECTED') return programmeRefusal('already_rejected', locale)
  return programmeRefusal('not_an_application', locale)
}

/**
 * The review of applications, from the back office and the command line alike: each decision
 * moves an APPLIED profile by a conditional update (a second approval finds nothing to move and
 * is refused), writes an audit row and queues the applicant's e-mail in the same transaction.
 */
export function createApplicationReview(deps: ApplicationReviewDeps) {
  const { db } = deps

  async function decide(
    key: string,
    decision: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
    actor: Actor,
    locale: Locale,
  ): Promise<Outcome<Application>> {
    const found = await findAmbassadorByKey(db, key)
    if (!found) return failure([programmeRefusal('ambassador_not_found', locale)])
    const reason = decision.status === 'REJECTED' ? decision.reason.trim() : null
    const now = new Date()
    const ambassador = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(ambassadors)
        .set({ status: decision.status, statusReason: reason, reviewedAt: now, updatedAt: now })
        .where(
          and(eq(ambassadors.userId, found.ambassador.userId), eq(ambassadors.status, 'APPLIED')),
        )
        .returning()
      if (!row) return null
      await recordAudit(tx, actor, {
        action: decision.status === 'APPROVED' ? 'ambassador.approved' : 'ambassador.rejected',
        recordType: 'ambassador',
        recordId: row.userId,
        before: { status: 'APPLIED', code: row.code },
        after: { status: row.status, code: row.code, ...(reason ? { reason } : {}) },
      })
      await enqueueMail(
        tx,
        reason === null
          ? applicationApprovedMail({
              to: found.user.email,
              name: found.user.name,
              code: row.code,
              portalUrl: deps.ambassadorUrl,
              locale: mailLocale(row),
            })
          : applicationRejectedMail({
              to: found.user.email,
              name: found.user.name,
              reason,
              locale: mailLocale(row),
            }),
      )
      return row
    })
    if (!ambassador) {
      const [current] = await db
        .select({ status: ambassadors.status })
        .from(ambassadors)
        .where(eq(ambassadors.userId, found.ambassador.userId))
      return failure([refusalOf(current?.status, locale)])
    }
    void deps.mail.flush()
    return success({ ambassador, user: found.user })
  }

  return {
    /** Approves an application; the ambassador is e-mailed their code and the portal's address. */
    approve: (key: string, actor: Actor, locale: Locale) =>
      decide(key, { status: 'APPROVED' }, actor, locale),
    /** Rejects an application with a reason, e-mailed in the applicant's language. */
    reject(key: string, reason: string, actor: Actor, locale: Locale) {
      const checked = validateInput(decisionReasonSchema, { reason }, locale)
      if (!checked.ok) return Promise.resolve(failure<Application>([...checked.errors]))
      return decide(key, { status: 'REJECTED', reason: checked.value.reason }, actor, locale)
    },
    /** Applications waiting for a decision, oldest first. */
    pending: () =>
      db
        .select({ ambassador: ambassadors, user: users })
        .from(ambassadors)
        .innerJoin(users, eq(users.id, ambassadors.userId))
        .where(eq(ambassadors.status, 'APPLIED'))
        .orderBy(ambassadors.appliedAt),
  }
}

export type ApplicationReview = ReturnType<typeof createApplicationReview>
