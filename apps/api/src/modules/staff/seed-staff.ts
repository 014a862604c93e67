import type { Database } from '../../db/client'
import { staffMembers } from '../../db/schema'
import { recordAudit } from '../audit/audit.service'
import type { SecretBox } from './secret-box'
import { auditView, replaceRecoveryCodes } from './staff-auth.service'

/** A staff member of the demo data, with a fixed authenticator secret a newcomer can type. */
export interface SeedStaffMember {
  email: string
  name: string
  passwordHash: string
  /** Plain (base32): sealed by `secrets` before it is stored. */
  totpSecret: string
}

/** Creates the demo owners that are missing (an existing one keeps its password and secret). */
export async function seedStaff(
  db: Database,
  members: readonly SeedStaffMember[],
  secrets: SecretBox,
): Promise<void> {
  for (const member of members) {
    const [staff] = await db
      .insert(staffMembers)
      .values({
        ...member,
        totpSecret: secrets.seal(member.totpSecret),
        role: 'owner',
        status: 'active',
      })
      .onConflictDoNothing()
      .returning()
    if (!staff) continue
    await replaceRecoveryCodes(db, staff.id)
    await recordAudit(
      db,
      { staffId: null, label: 'seed', requestId: null },
      {
        action: 'staff.owner_created',
        recordType: 'staff',
        recordId: staff.id,
        before: null,
        after: auditView(staff),
      },
    )
  }
}
