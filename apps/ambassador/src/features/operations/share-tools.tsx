import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

import { CopyLink } from '../../components/copy-link'
import styles from '../../components/pages.module.css'

const QrCode = lazy(() => import('./qr-code'))

/** The link a shopper follows (the shop with the code), a copy button and its QR code. */
export function ShareTools({ link, code }: { link: string; code: string }) {
  const { t } = useLingui()
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.cardTitle}>
        {t`Share`}
      </h2>
      <p className={styles.muted}>
        {t`Shoppers who follow this link, or type ${code} at checkout, order with your operation.`}
      </p>
      <CopyLink link={link} />
      <Suspense fallback={<Skeleton shape="rect" width="176px" height="176px" />}>
        <QrCode value={link} label={t`QR code of the link ${link}`} />
      </Suspense>
    </section>
  )
}
