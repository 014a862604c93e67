import { Button } from '@comptoir/ui/button'
import { Skeleton } from '@comptoir/ui/skeleton'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

import styles from '../pages/pages.module.css'

const QrCode = lazy(() => import('./qr-code'))

/** The link a shopper follows (the shop with the code) and its QR code, with a copy button. */
export function ShareTools({ link, code }: { link: string; code: string }) {
  const { t } = useLingui()
  const toast = useToast()
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.cardTitle}>
        {t`Share`}
      </h2>
      <p className={styles.muted}>
        {t`Shoppers who follow this link, or type ${code} at checkout, order with your operation.`}
      </p>
      <p className={styles.amount} style={{ overflowWrap: 'anywhere', margin: 0 }}>
        {link}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard.writeText(link).then(
              () => toast.success(t`Link copied`),
              () => toast.error(t`The link could not be copied: select it and copy it by hand.`),
            )
          }}
        >
          {t`Copy the link`}
        </Button>
      </div>
      <Suspense fallback={<Skeleton shape="rect" width="176px" height="176px" />}>
        <QrCode value={link} label={t`QR code of the link ${link}`} />
      </Suspense>
    </section>
  )
}
