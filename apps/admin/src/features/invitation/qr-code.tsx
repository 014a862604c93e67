import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The QR code of an address, drawn by the `qrcode` library as an SVG (loaded only where shown). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => {
        if (current) setSvg(markup)
      },
    )
    return () => {
      current = false
    }
  }, [value])
  if (!svg) return null
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={176}
      height={176}
      style={{ background: '#fff', borderRadius: 'var(--radius-md)' }}
    />
  )
}
