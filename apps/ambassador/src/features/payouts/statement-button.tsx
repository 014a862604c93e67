import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useClient } from 'urql'

import { saveBlobFile } from '../exports/save-file'
import { fetchPayoutStatement } from './statement-download'

/** Downloads the PDF statement of a paid payout; `description` names the payout for screen readers. */
export function StatementButton({
  payoutId,
  description,
}: {
  payoutId: string
  description: string
}) {
  const { t } = useLingui()
  const toast = useToast()
  const client = useClient()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={pending}
      aria-label={t`Download the statement (PDF) of ${description}`}
      onPress={() => {
        setPending(true)
        void fetchPayoutStatement(client, payoutId).then((download) => {
          setPending(false)
          if (download.ok) {
            saveBlobFile(download.file, download.filename)
            return
          }
          toast.error(
            download.reason === 'not-found'
              ? t`This payout has no statement.`
              : t`The statement could not be downloaded: try again in a moment.`,
          )
        })
      }}
    >
      {t`Statement (PDF)`}
    </Button>
  )
}
