import { normalizeCode } from '@comptoir/validation/codes'
import { createHash, randomBytes } from 'node:crypto'

import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import type { PubSub } from '../../pubsub/pubsub'
import { ambassadorOperations, ambassadors, referralSalts, referralVisits } from '../../db/schema'
import type { AmbassadorRecord } from '../ambassadors/ambassadors.service'
import { referralWindowMs } from '../ambassadors/programme-terms'
import { liveOperationCondition, type OperationRecord } from '../operations/operation-state'
import { announceClick, clicksOf } from './referral-clicks'

/** Clicks by the same visitor on the same link within this time count once. */
const repeatClickMs = 30 * 60 * 1000

/** An approved ambassador's public face, and the operation the code points to, if live. */
export interface AmbassadorCard {
  ambassador: AmbassadorRecord
  operation: OperationRecord | null
}

/** What the client keeps after a referral click. */
export interface Referral {
  visitId: string
  card: AmbassadorCard
  expiresAt: Date
}

/** An approved ambassador's live operation, the latest started first. */
export async function findLiveOperation(
  db: Database,
  ambassadorId: string,
  now: Date,
): Promise<OperationRecord | null> {
  const [row] = await db
    .select()
    .from(ambassadorOperations)
    .where(and(eq(ambassadorOperations.ambassadorId, ambassadorId), liveOperationCondition(now)))
    .orderBy(desc(ambassadorOperations.startsAt))
    .limit(1)
  return row ?? null
}

/**
 * The card a code stands for: an approved ambassador's code (with their live operation, if
 * any), or the code of a live operation of an approved ambassador. Anything else: null.
 */
export async function findCard(
  db: Database,
  rawCode: string,
  now: Date,
): Promise<AmbassadorCard | null> {
  const code = normalizeCode(rawCode)
  if (code === '' || code.length > 40) return null
  const [ambassador] = await db
    .select()
    .from(ambassadors)
    .where(and(eq(ambassadors.code, code), eq(ambassadors.status, 'APPROVED')))
    .limit(1)
  if (ambassador) {
    return { ambassador, operation: await findLiveOperation(db, ambassador.userId, now) }
  }
  const [row] = await db
    .select({ operation: ambassadorOperations, ambassador: ambassadors })
    .from(ambassadorOperations)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorOperations.ambassadorId))
    .where(
      and(
        eq(ambassadorOperations.code, code),
        eq(ambassadors.status, 'APPROVED'),
        liveOperationCondition(now),
      ),
    )
    .limit(1)
  return row ?? null
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** The salt of the day, created by the first instance that needs it. */
async function dailySalt(db: Database, now: Date): Promise<string> {
  const day = utcDay(now)
  await db
    .insert(referralSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(referralSalts).where(eq(referralSalts.day, day)).limit(1)
  if (!row) throw new Error('No referral salt for today')
  return row.salt
}

/** A visitor's id for one day: SHA-256 of the day's salt and the client address. */
export function visitorHash(salt: string, address: string): string {
  return createHash('sha256').update(`${salt}\u0000${address}`).digest('hex')
}

const landingPathPattern = /^\/(?!\/)[^\s\\]{0,499}$/

/** A path of the shop (`/products?x=1`), never an absolute or protocol-relative URL. */
export function isLandingPath(path: string): boolean {
  return landingPathPattern.test(path)
}

export interface ReferralDeps {
  db: Database
  now: () => Date
  /** Carries each new click to the ambassador's open portal, on any instance. */
  pubsub: PubSub
}

/** Referral clicks and the public ambassador card. */
export function createReferralsService(deps: ReferralDeps) {
  const { db } = deps

  /**
   * Records a click for a code and returns what the client keeps. Repeated clicks of the same
   * visitor on the same link within 30 minutes count once. Old salts are dropped as days pass.
   */
  async function recordVisit(options: {
    code: string
    landingPath: string
    address: string
    customerId: string | null
  }): Promise<Referral | null> {
    const now = deps.now()
    const card = await findCard(db, options.code, now)
    if (!card) return null
    const hash = visitorHash(await dailySalt(db, now), options.address)
    const operationId = card.operation?.id ?? null
    const [recent] = await db
      .select()
      .from(referralVisits)
      .where(
        and(
          eq(referralVisits.visitorHash, hash),
          eq(referralVisits.ambassadorId, card.ambassador.userId),
          operationId
            ? eq(referralVisits.operationId, operationId)
            : isNull(referralVisits.operationId),
          gt(referralVisits.createdAt, new Date(now.getTime() - repeatClickMs)),
        ),
      )
      .orderBy(desc(referralVisits.createdAt))
      .limit(1)
    const visit =
      recent ??
      (
        await db
          .insert(referralVisits)
          .values({
            ambassadorId: card.ambassador.userId,
            operationId,
            visitorHash: hash,
            landingPath: options.landingPath,
            customerId: options.customerId,
            createdAt: now,
          })
          .returning()
      )[0]
    if (!visit) throw new Error('The visit was not recorded')
    if (!recent) {
      await announceClick(deps.pubsub, {
        ambassadorId: visit.ambassadorId,
        operationId: visit.operationId,
        at: visit.createdAt.toISOString(),
      })
    }
    if (options.customerId && !visit.customerId) {
      await db
        .update(referralVisits)
        .set({ customerId: options.customerId })
        .where(eq(referralVisits.id, visit.id))
    }
    await db
      .delete(referralSalts)
      .where(sql`${referralSalts.day} < ${utcDay(new Date(now.getTime() - 2 * 86_400_000))}`)
    return {
      visitId: visit.id,
      card,
      expiresAt: new Date(visit.createdAt.getTime() + referralWindowMs),
    }
  }

  /** Live operations of approved ambassadors whose name, code or host matches `search`. */
  async function liveOperations(search: string) {
    const now = deps.now()
    const term = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return db
      .select({ operation: ambassadorOperations, displayName: ambassadors.displayName })
      .from(ambassadorOperations)
      .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorOperations.ambassadorId))
      .where(
        and(
          eq(ambassadors.status, 'APPROVED'),
          liveOperationCondition(now),
          search.trim() === ''
            ? undefined
            : or(
                ilike(ambassadorOperations.name, term),
                ilike(ambassadorOperations.code, term),
                ilike(ambassadors.displayName, term),
              ),
        ),
      )
      .orderBy(ambassadorOperations.endsAt)
      .limit(20)
  }

  return {
    recordVisit,
    liveOperations,
    card: (code: string) => findCard(db, code, deps.now()),
    /** New clicks on the ambassador's links, live. */
    clicks: (ambassadorId: string) => clicksOf(deps.pubsub, ambassadorId),
  }
}

export type ReferralsService = ReturnType<typeof createReferralsService>
