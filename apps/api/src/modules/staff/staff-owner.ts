import { signupSchema } from '@comptoir/validation/schemas/signup'
import { validateInput } from '@comptoir/validation/validate'
import { eq, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { PasswordHasher } from '../accounts/passwords'
import { normalizeEmail } from '../accounts/users'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { SecretBox } from './secret-box'
import { auditView, replaceRecoveryCodes } from './staff-auth.service'
import { staffError } from './staff-errors'
import type { StaffRecord } from './staff-tokens'
import { newTotpSecret, totpUri } from './totp'

/** An owner made on the command line: what to give them once. */
export interface CreatedOwner {
  staff: StaffRecord
  totpSecret: string
  totpUri: string
  recoveryCodes: string[]
}

/** Makes an active owner with a password (the command line); gives its second factor once. */
export async function createOwnerAccount(
  deps: { db: Database; hasher: PasswordHasher; secrets: SecretBox },
  input: { email: string; name: string; password: string },
  actor: Actor,
  options: { totpSecret?: string } = {},
): Promise<Outcome<CreatedOwner>> {
  const { db } = deps
  const checked = validateInput(signupSchema, { ...input, locale: 'en' }, 'en')
  if (!checked.ok) return failure([...checked.errors])
  const [taken] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, normalizeEmail(input.email)))
    .limit(1)
  if (taken) return failure([staffError('email_taken', 'email', 'en')])
  const totpSecret = options.totpSecret ?? newTotpSecret()
  const passwordHash = await deps.hasher.hash(input.password)
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .insert(staffMembers)
      .values({
        email: checked.value.email.trim(),
        name: checked.value.name.trim(),
        role: 'owner',
        status: 'active',
        passwordHash,
        totpSecret: deps.secrets.seal(totpSecret),
      })
      .returning()
    if (!staff) throw new Error('The owner was not created')
    const recoveryCodes = await replaceRecoveryCodes(tx, staff.id)
    await recordAudit(tx, actor, {
      action: 'staff.owner_created',
      recordType: 'staff',
      recordId: staff.id,
      before: null,
      after: auditView(staff),
    })
    return success({
      staff,
      totpSecret,
      totpUri: totpUri(staff.email, totpSecret),
      recoveryCodes,
    })
  })
}
