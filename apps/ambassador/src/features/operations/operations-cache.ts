import { refetching, type UpdateResolver } from '@comptoir/gql-client/cache'

/** A new operation is on the operations page and in the dashboard's figures at once. */
export const operationsCacheUpdates: Record<string, UpdateResolver> = {
  createOperation: refetching('operations', 'dashboard'),
}
