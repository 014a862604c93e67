import { createRequest, type Client } from 'urql'

import { ordersListQuery } from './orders.graphql'

/** What asking for packing slips gave: the PDF, or that it failed. */
export type PackingSlipDownload = { ok: true; file: Blob; filename: string } | { ok: false }

/**
 * Fetches the packing slips of some orders (one PDF) from beside the admin GraphQL endpoint, with
 * the options the client's own requests carry (its token, its language). The browser's fetch,
 * not the client's: the client reads every answer as GraphQL.
 */
export async function fetchPackingSlips(
  client: Client,
  numbers: readonly string[],
): Promise<PackingSlipDownload> {
  const { context } = client.createRequestOperation('query', createRequest(ordersListQuery, {}))
  const options =
    typeof context.fetchOptions === 'function' ? context.fetchOptions() : context.fetchOptions
  try {
    const query = new URLSearchParams({ orders: numbers.join(',') })
    const response = await fetch(`${context.url}/packing-slips?${query.toString()}`, {
      ...options,
      method: 'GET',
    })
    if (!response.ok) return { ok: false }
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
    return {
      ok: true,
      file: await response.blob(),
      filename: name?.[1] ?? 'comptoir-packing-slips.pdf',
    }
  } catch {
    return { ok: false }
  }
}

/** Hands the PDF to the browser as a download. */
export function saveFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has started from the click; a moment later the URL can go.
    setTimeout(() => {
      URL.revokeObjectURL(url)
    }, 1000)
  }
}
