// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { createTransportFetch, transportErrorMessages } from './transport-fetch'

const request = {
  method: 'POST',
  body: JSON.stringify({ operationName: 'Products', query: '{ a }' }),
}

function answer(status: number, body: string, contentType = 'application/json'): typeof fetch {
  return () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } }))
}

describe('createTransportFetch', () => {
  it('fails a non-2xx answer without GraphQL errors with the status message', async () => {
    const transport = createTransportFetch(answer(502, '<html>Bad gateway</html>', 'text/html'))
    await expect(transport('/gql/public', request)).rejects.toThrow(
      'Response not successful: Received status code 502',
    )
    expect(transportErrorMessages.status(500)).toBe(
      'Response not successful: Received status code 500',
    )
  })

  it('fails an answer with neither data nor errors as a missing response', async () => {
    const transport = createTransportFetch(answer(200, '{}'))
    await expect(transport('/gql/public', request)).rejects.toThrow(
      "Server response was missing for query 'Products'.",
    )
    await expect(createTransportFetch(answer(200, ''))('/gql/public', request)).rejects.toThrow(
      /^Server response was missing for query/,
    )
  })

  it('passes GraphQL answers through, even with a 4xx status', async () => {
    const errors = JSON.stringify({ errors: [{ message: 'Bad field' }] })
    const rejected = await createTransportFetch(answer(400, errors))('/gql/public', request)
    expect(rejected.status).toBe(400)
    expect(await rejected.json()).toEqual({ errors: [{ message: 'Bad field' }] })

    const ok = await createTransportFetch(answer(200, '{"data":{"a":1}}'))('/gql/public', request)
    expect(ok.headers.get('content-type')).toBe('application/json')
    expect(await ok.json()).toEqual({ data: { a: 1 } })
  })

  it('leaves streamed answers alone', async () => {
    const streamed = answer(200, 'data: {"data":{}}\n\n', 'text/event-stream')
    const response = await createTransportFetch(streamed)('/gql/public', request)
    expect(await response.text()).toBe('data: {"data":{}}\n\n')
  })
})
