import { refetching, type UpdateResolver } from '@comptoir/gql-client/cache'

/** A payout request moves commissions out of the balance: the pages showing them ask again. */
export const payoutsCacheUpdates: Record<string, UpdateResolver> = {
  requestPayout: refetching('payouts', 'commissions', 'dashboard'),
}
