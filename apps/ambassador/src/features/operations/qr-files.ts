import QRCode from 'qrcode'

import { saveBlobFile } from '../exports/save-file'
import { qrFilename, type SharedOperation } from './share-links'

const options = { margin: 2, errorCorrectionLevel: 'M' } as const

/** The QR code of `link` as SVG markup. */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...options, type: 'svg' })
}

/** Downloads the QR code as an SVG file (any size, for print shops). */
export async function downloadQrSvg(operation: SharedOperation): Promise<void> {
  const svg = await qrSvg(operation.link)
  saveBlobFile(new Blob([svg], { type: 'image/svg+xml' }), qrFilename(operation.code, 'svg'))
}

/**
 * The bytes of a base64 `data:` URL as a Blob, decoded in the page: fetching the URL would be a
 * connection the portal's Content-Security-Policy (`connect-src`) refuses.
 */
export function dataUrlBlob(url: string): Blob {
  const comma = url.indexOf(',')
  const header = url.slice(0, comma)
  if (comma < 0 || !header.endsWith(';base64')) throw new Error('Not a base64 data URL')
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream'
  const binary = atob(url.slice(comma + 1))
  return new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type })
}

/** Downloads the QR code as a 1024 px PNG image (for messages and social networks). */
export async function downloadQrPng(operation: SharedOperation): Promise<void> {
  const url = await QRCode.toDataURL(operation.link, { ...options, width: 1024 })
  saveBlobFile(dataUrlBlob(url), qrFilename(operation.code, 'png'))
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}

/** The page printed with the QR code: the operation's name, the code (`svg`), the code's line and the link. */
export function qrPrintDocument(
  operation: SharedOperation,
  svg: string,
  copy: { lang: string; codeLine: string },
): string {
  return `<!doctype html><html lang="${escapeHtml(copy.lang)}"><head><meta charset="utf-8">
<title>${escapeHtml(operation.name)}</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;margin:2cm}
svg{width:10cm;height:10cm}h1{font-size:20pt;margin:0 0 .5cm}p{font-size:13pt;margin:.3cm 0}</style>
</head><body><h1>${escapeHtml(operation.name)}</h1>${svg}
<p><strong>${escapeHtml(copy.codeLine)}</strong></p><p>${escapeHtml(operation.link)}</p></body></html>`
}

/**
 * Prints a page with the QR code, the operation's name, its code and its link (a frame of its
 * own, so the portal's page is left as it is), then removes the frame.
 */
export async function printQrCode(
  operation: SharedOperation,
  copy: { lang: string; codeLine: string },
): Promise<void> {
  const svg = await qrSvg(operation.link)
  const frame = document.createElement('iframe')
  frame.title = operation.name
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
  frame.srcdoc = qrPrintDocument(operation, svg, copy)
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => {
      resolve()
    })
    document.body.append(frame)
  })
  const view = frame.contentWindow
  if (!view) {
    frame.remove()
    return
  }
  view.addEventListener('afterprint', () => {
    frame.remove()
  })
  view.focus()
  view.print()
}
