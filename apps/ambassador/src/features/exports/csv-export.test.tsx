import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Client, fetchExchange } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CsvExport } from './csv-export'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@comptoir/ui/toast', () => ({ useToast: () => toast }))

const content = '\uFEFFOrder number,Placed at\r\nCPT-2026-000044,2026-11-24T14:03:00Z\r\n'

/** The file the browser was handed: its blob and its name. */
function watchDownloads() {
  const files: { blob: Blob; filename: string }[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${String(blobs.size)}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (blob) files.push({ blob, filename: this.download })
  })
  return files
}

function renderExport(client: Client, locale: 'en' | 'fr' = 'en') {
  render(<CsvExport kind="ORDERS" />, { wrapper: withClient(client, locale) })
}

describe('CsvExport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 10), toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.clearAllMocks()
  })

  it('downloads the orders of the current month as the file the API names', async () => {
    const files = watchDownloads()
    const { client, sent } = clientAnswering(
      (_request: SentOperation) => ({
        csvExport: { filename: 'comptoir-orders-2026-11-01-2026-11-30.csv', content, rows: 1 },
      }),
      'http://ambassador.test/gql/ambassador',
    )
    renderExport(client)
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30')
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => {
      expect(files).toHaveLength(1)
    })
    expect(sent[0]).toMatchObject({
      operationName: 'CsvExport',
      variables: { kind: 'ORDERS', from: '2026-11-01', to: '2026-11-30', dialect: 'INTERNATIONAL' },
    })
    expect(files[0]?.filename).toBe('comptoir-orders-2026-11-01-2026-11-30.csv')
    expect(files[0]?.blob.type).toBe('text/csv;charset=utf-8')
    expect(await files[0]?.blob.text()).toBe(content)
    expect(toast.success).toHaveBeenCalledWith(
      'comptoir-orders-2026-11-01-2026-11-30.csv downloaded',
    )
  })

  it('refuses a period that ends before it starts, without asking the API', async () => {
    const { client, sent } = clientAnswering(() => ({}), 'http://ambassador.test/gql/ambassador')
    renderExport(client)
    const to = screen.getByLabelText('To')
    await userEvent.clear(to)
    await userEvent.type(to, '2026-10-15')
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last day comes before the first one.',
    )
    expect(sent).toEqual([])
  })

  it('says what the API refused, in the words it answered with', async () => {
    const client = new Client({
      url: 'http://ambassador.test/gql/ambassador',
      exchanges: [fetchExchange],
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              data: null,
              errors: [{ message: 'Une exportation couvre au plus 366 jours.' }],
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
        ),
    })
    renderExport(client)
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une exportation couvre au plus 366 jours.',
    )
  })

  it('offers both spreadsheet formats, the French one first chosen in French', async () => {
    const answer = () => ({
      csvExport: { filename: 'comptoir-orders-2026-11-01-2026-11-30.csv', content, rows: 1 },
    })
    watchDownloads()
    const french = clientAnswering(answer, 'http://ambassador.test/gql/ambassador')
    renderExport(french.client, 'fr')
    const format = screen.getByRole('combobox', { name: 'Format' })
    expect(format).toHaveValue('FRENCH')
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => {
      expect(french.sent[0]?.variables).toMatchObject({ dialect: 'FRENCH' })
    })
    await userEvent.selectOptions(format, 'INTERNATIONAL')
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => {
      expect(french.sent[1]?.variables).toMatchObject({ dialect: 'INTERNATIONAL' })
    })
  })
})
