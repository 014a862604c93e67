import { withClient } from '@comptoir/app-shell/testing'
import { createGqlClients } from '@comptoir/gql-client/clients'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { StatementButton } from './statement-button'

const saved = vi.hoisted(() => vi.fn())
vi.mock('../exports/save-file', () => ({ saveBlobFile: saved }))
const error = vi.hoisted(() => vi.fn())
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error }) }))

afterEach(() => {
  saved.mockReset()
  error.mockReset()
  vi.unstubAllGlobals()
})

/**
 * The portal's own clients (gql-client, as the app builds them), signed in, with the browser's
 * fetch answered by `answer`.
 */
function clientWith(answer: (url: string) => Response) {
  const requests: { url: string; init: RequestInit | undefined }[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    requests.push({ url, init })
    return Promise.resolve(answer(url))
  })
  const clients = createGqlClients({ origin: 'http://ambassador.test', locale: 'en' })
  clients.login('ambassador', 'tok')
  return { client: clients.client('ambassador'), requests, clients }
}

const pdf = () =>
  new Response(new Blob(['%PDF-1.3 statement'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="comptoir-payout-statement-NINA-0002.pdf"',
    },
  })

describe('StatementButton', () => {
  it('downloads the payout’s PDF with the session’s token and saves it under the API’s name', async () => {
    const { client, requests, clients } = clientWith(pdf)
    render(<StatementButton payoutId="pay-1" description="the payout of €98.34" />, {
      wrapper: withClient(client),
    })
    await userEvent.click(
      screen.getByRole('button', { name: 'Download the statement (PDF) of the payout of €98.34' }),
    )
    await waitFor(() => {
      expect(saved).toHaveBeenCalledTimes(1)
    })
    expect(requests[0]?.url).toBe('http://ambassador.test/gql/ambassador/payouts/pay-1/statement')
    expect(requests[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { Authorization: 'Bearer tok', 'Accept-Language': 'en' },
    })
    const [file, filename] = saved.mock.calls[0] as [Blob, string]
    expect(filename).toBe('comptoir-payout-statement-NINA-0002.pdf')
    expect(await file.text()).toBe('%PDF-1.3 statement')
    expect(error).not.toHaveBeenCalled()
    clients.logout('ambassador')
  })

  it('says so when the API knows no statement for it', async () => {
    const { client } = clientWith(() => new Response('{}', { status: 404 }))
    render(<StatementButton payoutId="pay-2" description="x" />, { wrapper: withClient(client) })
    await userEvent.click(screen.getByRole('button', { name: /Download the statement/ }))
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('This payout has no statement.')
    })
    expect(saved).not.toHaveBeenCalled()
  })
})
