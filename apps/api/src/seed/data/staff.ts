import type { SeedStaff } from '../seed'

/**
 * The demo owner of the back office. Its authenticator secret is public (README.md gives it): it
 * is seeded only where the back office is served on a local address, never on a real host.
 */
export const staff: SeedStaff[] = [
  {
    email: 'owner@comptoir.test',
    password: 'comptoir-demo-2026',
    name: 'Olivia Laurent',
    totpSecret: 'COMPTOIRDEMOOWNERSECRETKEY234567',
  },
]
