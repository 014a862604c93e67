import { Button } from '@comptoir/ui/button'
import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

import { CopyLink } from '../../components/copy-link'
import styles from '../../components/pages.module.css'
import { shareLinks } from './share-links'

const QrCode = lazy(() => import('./qr-code'))

/** The browser's own share sheet (phones, some desktops), when it can share a link. */
function nativeShare(): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null
  return (data) => navigator.share(data)
}

/**
 * The link a shopper follows (the shop with the code): a copy button, the phone's share sheet
 * where there is one, ready-made messages by e-mail, WhatsApp or Facebook, and its QR code to
 * download or print. Only a scheduled or live operation has it (a draft's code does nothing).
 */
export function ShareTools({
  link,
  code,
  name,
  startsAt,
}: {
  link: string
  code: string
  name: string
  /** A scheduled operation's start: its link gives the discount from then. */
  startsAt: string | null
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [share] = useState(nativeShare)
  const operation = { link, code, name }
  const message = t`${name}: use my code ${code} on Comptoir.`
  const links = shareLinks(operation, { subject: name, message })
  const start = startsAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(startsAt),
      )
    : null
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.cardTitle}>
        {t`Share`}
      </h2>
      <p className={styles.muted}>
        {t`Shoppers who follow this link, or type ${code} at checkout, order with your operation.`}
        {start ? ` ${t`It gives its discount from ${start}.`}` : ''}
      </p>
      <CopyLink link={link} />
      <div className={styles.actions} role="group" aria-label={t`Share the link`}>
        {share && (
          <Button
            onPress={() => {
              share({ title: name, text: message, url: link }).catch(() => undefined)
            }}
          >
            {t`Share…`}
          </Button>
        )}
        <a className={styles.shareLink} href={links.email}>
          {t`E-mail`}
        </a>
        <a className={styles.shareLink} href={links.whatsapp} target="_blank" rel="noreferrer">
          {t`WhatsApp`}
        </a>
        <a className={styles.shareLink} href={links.facebook} target="_blank" rel="noreferrer">
          {t`Facebook`}
        </a>
      </div>
      <Suspense fallback={<Skeleton shape="rect" width="176px" height="176px" />}>
        <QrCode operation={operation} />
      </Suspense>
    </section>
  )
}
