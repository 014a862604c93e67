import { withClient, clientAnswering } from '@comptoir/app-shell/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { qrPrintDocument, qrSvg } from './qr-files'
import { ShareTools } from './share-tools'

vi.mock('@comptoir/ui/toast', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }))

const link = 'https://shop.example/?ref=MARIE-SPRING'

function renderTools(startsAt: string | null = null) {
  const { client } = clientAnswering(() => ({}), 'http://ambassador.test/gql/ambassador')
  render(<ShareTools link={link} code="MARIE-SPRING" name="Spring" startsAt={startsAt} />, {
    wrapper: withClient(client),
  })
}

/** The files the browser was handed: their blobs and names. */
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

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'share')
})

describe('ShareTools', () => {
  it('offers the link by e-mail, WhatsApp and Facebook with a message ready', async () => {
    renderTools()
    const share = await screen.findByRole('group', { name: 'Share the link' })
    const message = encodeURIComponent(`Spring: use my code MARIE-SPRING on Comptoir. ${link}`)
    expect(within(share).getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=Spring&body=${message}`,
    )
    expect(within(share).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${message}`,
    )
    expect(within(share).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    )
    // No share sheet in this browser: no button for it.
    expect(within(share).queryByRole('button', { name: 'Share…' })).toBeNull()
  })

  it('opens the phone’s share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    renderTools()
    await userEvent.click(await screen.findByRole('button', { name: 'Share…' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Spring',
      text: 'Spring: use my code MARIE-SPRING on Comptoir.',
      url: link,
    })
  })

  it('says from when a scheduled operation’s link gives its discount', async () => {
    renderTools('2026-12-01T09:00:00.000Z')
    expect(
      await screen.findByText(/It gives its discount from December 1, 2026/),
    ).toBeInTheDocument()
  })

  it('downloads the QR code as SVG and PNG files named after the code', async () => {
    const files = watchDownloads()
    // The portal's Content-Security-Policy refuses any connection to a data: URL.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderTools()
    const qr = await screen.findByRole('group', { name: 'QR code' })
    await userEvent.click(within(qr).getByRole('button', { name: 'Download SVG' }))
    await userEvent.click(within(qr).getByRole('button', { name: 'Download PNG' }))
    await waitFor(() => {
      expect(files.map((file) => file.filename)).toEqual([
        'comptoir-marie-spring-qr.svg',
        'comptoir-marie-spring-qr.png',
      ])
    })
    expect(files[0]?.blob.type).toBe('image/svg+xml')
    expect(await files[0]?.blob.text()).toMatch(/^<svg/)
    expect(files[1]?.blob.type).toBe('image/png')
    const png = new Uint8Array((await files[1]?.blob.arrayBuffer()) ?? new ArrayBuffer(0))
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  })

  it('prints a page with the QR code and the operation’s name, code and link', async () => {
    const svg = await qrSvg(link)
    const page = new DOMParser().parseFromString(
      qrPrintDocument({ link, code: 'MARIE-SPRING', name: 'Spring <3' }, svg, {
        lang: 'fr',
        codeLine: 'Code MARIE-SPRING',
      }),
      'text/html',
    )
    expect(page.documentElement.lang).toBe('fr')
    expect(page.querySelector('h1')?.textContent).toBe('Spring <3')
    expect(page.querySelector('svg')).not.toBeNull()
    expect(page.body.textContent).toContain('Code MARIE-SPRING')
    expect(page.body.textContent).toContain(link)
  })
})
