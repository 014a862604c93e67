import { AppLink } from '@comptoir/app-shell/app-link'
import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useClient, useQuery } from 'urql'

import { fetchInvoice, saveFile } from './invoice-download'
import { orderInvoiceDocument } from './invoices.graphql'
import styles from './order-documents.module.css'

/**
 * Under an order: its invoice once paid ("Download the invoice", under the page's own access)
 * and the way to write to the shop about it. The invoice number is asked again on each live
 * change of the order, so a payment that arrives while the page is open shows it.
 */
export function OrderDocuments({
  number,
  accessToken,
  changedAt,
}: {
  number: string
  accessToken: string | null
  /** When the order last changed live (the page's subscription). */
  changedAt: string | null
}) {
  const { t } = useLingui()
  const client = useClient()
  const [{ data }, reexecute] = useQuery({
    query: orderInvoiceDocument,
    variables: { number, accessToken },
  })
  useEffect(() => {
    if (changedAt) reexecute({ requestPolicy: 'network-only' })
  }, [changedAt, reexecute])
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const invoiceNumber = data?.order?.invoiceNumber ?? null
  const download = async () => {
    setState('busy')
    const result = await fetchInvoice(client, number, accessToken)
    if (!result.ok) {
      setState('failed')
      return
    }
    saveFile(result.file, result.filename)
    setState('idle')
  }
  return (
    <section className={styles.documents} aria-label={t`Invoice and help`}>
      {invoiceNumber ? (
        <div className={styles.invoice}>
          <p className={styles.number}>{t`Invoice ${invoiceNumber}`}</p>
          <Button variant="secondary" onPress={() => void download()} isPending={state === 'busy'}>
            {t`Download the invoice (PDF)`}
          </Button>
          {state === 'failed' ? (
            <p role="alert">{t`The invoice could not be downloaded. Please try again.`}</p>
          ) : null}
        </div>
      ) : (
        <p className={styles.muted}>{t`The invoice is available here once the order is paid.`}</p>
      )}
      <AppLink to="/contact" search={{ order: number }}>
        {t`A question about this order? Contact us`}
      </AppLink>
    </section>
  )
}
