import { createRequest, type Client } from 'urql'

import { payoutsDocument } from './payouts.graphql'

/** What asking for a statement gave: the file, or why there is none. */
export type StatementDownload =
  { ok: true; file: Blob; filename: string } | { ok: false; reason: 'not-found' | 'failed' }

const fallbackName = 'comptoir-payout-statement.pdf'

function filenameOf(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  return match?.[1] ?? fallbackName
}

/**
 * Fetches a payout's PDF statement from the ambassador API, beside its GraphQL endpoint, with
 * the same options the client's own requests carry (its token header, language and cookies).
 * The browser's fetch, not the client's: the client's reads every answer as GraphQL JSON.
 */
export async function fetchPayoutStatement(
  client: Client,
  payoutId: string,
): Promise<StatementDownload> {
  const { context } = client.createRequestOperation('query', createRequest(payoutsDocument, {}))
  const options =
    typeof context.fetchOptions === 'function' ? context.fetchOptions() : context.fetchOptions
  try {
    const response = await fetch(
      `${context.url}/payouts/${encodeURIComponent(payoutId)}/statement`,
      { ...options, method: 'GET' },
    )
    if (response.status === 404) return { ok: false, reason: 'not-found' }
    if (!response.ok) return { ok: false, reason: 'failed' }
    return {
      ok: true,
      file: await response.blob(),
      filename: filenameOf(response.headers.get('content-disposition')),
    }
  } catch {
    return { ok: false, reason: 'failed' }
  }
}
