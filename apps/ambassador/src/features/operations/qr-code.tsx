import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import styles from '../../components/pages.module.css'
import { downloadQrPng, downloadQrSvg, printQrCode, qrSvg } from './qr-files'
import type { SharedOperation } from './share-links'

/**
 * The QR code of the operation's link (the `qrcode` library draws it, loaded only where shown),
 * and buttons to download it as a PNG image or an SVG file, or to print it with the code.
 */
export default function QrCode({ operation }: { operation: SharedOperation }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const toast = useToast()
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void qrSvg(operation.link).then((markup) => {
      if (current) setSvg(markup)
    })
    return () => {
      current = false
    }
  }, [operation.link])
  const attempt = (action: () => Promise<void>) => {
    action().catch(() => {
      toast.error(t`The QR code could not be made: try again in a moment.`)
    })
  }
  if (!svg) return null
  return (
    <div className={styles.qr}>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t`QR code of the link ${operation.link}`}
        width={176}
        height={176}
        className={styles.qrImage}
      />
      <div className={styles.actions} role="group" aria-label={t`QR code`}>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            attempt(() => downloadQrPng(operation))
          }}
        >
          {t`Download PNG`}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            attempt(() => downloadQrSvg(operation))
          }}
        >
          {t`Download SVG`}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            attempt(() =>
              printQrCode(operation, {
                lang: i18n.locale,
                codeLine: t`Code ${operation.code}`,
              }),
            )
          }}
        >
          {t`Print`}
        </Button>
      </div>
    </div>
  )
}
