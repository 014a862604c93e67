import { createRequest, type Client } from 'urql'

import { orderInvoiceDocument } from './invoices.graphql'

/** What asking for an invoice gave: the file, or that there is none to give. */
export type InvoiceDownload = { ok: true; file: Blob; filename: string } | { ok: false }

/**
 * Fetches an order's invoice PDF beside the public GraphQL endpoint, with the options the
 * client's own requests carry (the signed-in shopper's token header, the language) and the
 * order's access token. The browser's fetch: the client reads every answer as GraphQL JSON.
 */
export async function fetchInvoice(
  client: Client,
  number: string,
  accessToken: string | null,
): Promise<InvoiceDownload> {
  const { context } = client.createRequestOperation(
    'query',
    createRequest(orderInvoiceDocument, { number, accessToken }),
  )
  const options =
    typeof context.fetchOptions === 'function' ? context.fetchOptions() : context.fetchOptions
  const headers = new Headers(options?.headers)
  if (accessToken) headers.set('x-order-token', accessToken)
  try {
    const response = await fetch(`${context.url}/orders/${encodeURIComponent(number)}/invoice`, {
      ...options,
      method: 'GET',
      headers,
    })
    if (!response.ok) return { ok: false }
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
    return { ok: true, file: await response.blob(), filename: filename?.[1] ?? `${number}.pdf` }
  } catch {
    return { ok: false }
  }
}

/** Hands the PDF to the browser as a download, then lets its URL go. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => {
      URL.revokeObjectURL(url)
    }, 1000)
  }
}
