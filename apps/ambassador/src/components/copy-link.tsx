import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import styles from './pages.module.css'

/**
 * A shopper's link (the shop with the code) and a button copying it; "Copied" shows on the button
 * and in a toast, and a browser that refuses says to copy it by hand.
 */
export function CopyLink({ link }: { link: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      toast.success(t`Link copied`)
    } catch {
      toast.error(t`The link could not be copied: select it and copy it by hand.`)
    }
  }
  return (
    <div className={styles.copyLink}>
      <p className={styles.link}>{link}</p>
      <Button
        variant="secondary"
        onPress={() => {
          void copy()
        }}
      >
        {copied ? t`Copied` : t`Copy the link`}
      </Button>
    </div>
  )
}
