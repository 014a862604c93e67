import type { StaffSecretKey } from '../config-staff-secret'
import { isLocalOrigin } from '../config-staff-secret'
import { createSecretBox } from '../modules/staff/secret-box'
import { accounts } from './data/accounts'
import { operations } from './data/ambassador-operations'
import { categories, products } from './data/catalog'
import { faqSections } from './data/faq'
import { staff } from './data/staff'
import type { SeedData } from './seed'

/** The demo catalogue, FAQ, accounts and ambassador operation shipped with the repository. */
export const demoData: SeedData = { categories, products, faqSections, accounts, operations }

/**
 * The demo data for a server: with the demo owner of the back office (whose secret README.md
 * gives) only when the back office is served on a local address, so a deployment on a real host
 * has no staff until `admin create-owner` makes the first owner.
 */
export function demoDataFor(config: {
  adminUrl: string
  staffSecretKey: StaffSecretKey
}): SeedData {
  if (!isLocalOrigin(config.adminUrl)) return demoData
  return {
    ...demoData,
    staff: { members: staff, secrets: createSecretBox(config.staffSecretKey.key) },
  }
}
