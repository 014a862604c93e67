import type { SeedAccount } from './types'

const demoPassword = 'comptoir-demo-2026'

export const accounts: SeedAccount[] = [
  {
    email: 'customer@comptoir.test',
    password: demoPassword,
    name: 'Camille Martin',
    locale: 'fr',
  },
  {
    email: 'ambassador@comptoir.test',
    password: demoPassword,
    name: 'Marie Dubois',
    locale: 'fr',
    ambassador: {
      code: 'MARIE',
      displayName: 'Marie',
      commissionRateBps: 1000,
      status: 'APPROVED',
    },
  },
]
