/** The messages of transport failures, as the apps and logs know them. */
export const transportErrorMessages = {
  /** The server answered with a status outside 2xx and no GraphQL errors. */
  status: (status: number): string => `Response not successful: Received status code ${status}`,
  /** The server answered without `data` or `errors`. */
  missingResponse: (operationName: string): string =>
    `Server response was missing for query '${operationName}'.`,
} as const

type Fetch = typeof fetch

const streamedTypes = /multipart\/mixed|text\/event-stream/i

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function operationNameOf(init: RequestInit | undefined): string {
  const body = typeof init?.body === 'string' ? parseJson(init.body) : undefined
  return isRecord(body) && typeof body.operationName === 'string' ? body.operationName : ''
}

/**
 * Wraps `fetch` for urql so transport failures carry clear messages: a non-2xx answer without
 * GraphQL errors fails with 'Response not successful: Received status code N', and an answer with
 * neither `data` nor `errors` fails with 'Server response was missing for query …'. GraphQL answers
 * (even with a 4xx status) and streamed answers pass through untouched.
 *
 * @param baseFetch the underlying fetch (the global one by default)
 * @returns a fetch function to pass as urql's `fetch` option
 */
export function createTransportFetch(
  baseFetch: Fetch = (input, init) => fetch(input, init),
): Fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init)
    const contentType = response.headers.get('content-type') ?? ''
    if (streamedTypes.test(contentType)) return response
    const text = await response.text()
    const body = parseJson(text)
    const hasErrors = isRecord(body) && Array.isArray(body.errors)
    if (!response.ok && !hasErrors) throw new Error(transportErrorMessages.status(response.status))
    if (!isRecord(body) || !('data' in body || hasErrors)) {
      throw new Error(transportErrorMessages.missingResponse(operationNameOf(init)))
    }
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': contentType || 'application/json' },
    })
  }
}
