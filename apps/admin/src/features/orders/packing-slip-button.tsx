import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useClient } from 'urql'

import { fetchPackingSlips, saveFile } from './packing-slips'

/** Downloads the packing slips of the orders named, as one PDF. */
export function PackingSlipButton({
  numbers,
  label,
}: {
  numbers: readonly string[]
  label: string
}) {
  const { t } = useLingui()
  const client = useClient()
  const toast = useToast()
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      isDisabled={numbers.length === 0}
      isPending={pending}
      onPress={() => {
        setPending(true)
        void fetchPackingSlips(client, numbers).then((download) => {
          setPending(false)
          if (download.ok) saveFile(download.file, download.filename)
          else toast.error(t`The packing slips could not be made. Try again.`)
        })
      }}
    >
      {label}
    </Button>
  )
}
