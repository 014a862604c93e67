import { useInstallPrompt } from '@comptoir/pwa/install-prompt'
import { installReloadGuard } from '@comptoir/pwa/reload-guard'
import { useServiceWorker } from '@comptoir/pwa/register'
import { useUpdateCheck } from '@comptoir/pwa/update-check'
import { Button } from '@comptoir/ui/button'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import styles from './pwa-notices.module.css'

/**
 * The application shell's notices (SPEC §4, §9): "ready to work offline" once the worker has
 * cached the app, a reload offer when a newer version is waiting or deployed (hourly check), the
 * install offer (its dismissal is remembered), and the reload guard for chunks of an old build.
 */
export function PwaNotices() {
  const { t } = useLingui()
  const toast = useToast()
  const worker = useServiceWorker()
  const { updateAvailable } = useUpdateCheck()
  const install = useInstallPrompt()
  const [installHidden, setInstallHidden] = useState(false)

  useEffect(() => installReloadGuard(), [])

  const { offlineReady, dismiss } = worker
  useEffect(() => {
    if (!offlineReady) return
    toast.info(t`Ready to work offline.`, { key: 'offline-ready', preventDuplicate: true })
    dismiss()
  }, [offlineReady, dismiss, toast, t])

  const refresh = worker.needRefresh || updateAvailable
  if (refresh) {
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.text}>{t`A new version is available.`}</p>
        <Button
          onPress={() => {
            if (worker.needRefresh) void worker.updateServiceWorker()
            else window.location.reload()
          }}
        >
          {t`Reload`}
        </Button>
      </div>
    )
  }
  if (install.canPrompt && !installHidden) {
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.text}>{t`Install the app for quicker access, even offline.`}</p>
        <div className={styles.actions}>
          <Button
            onPress={() => {
              void install.prompt().then(() => {
                setInstallHidden(true)
              })
            }}
          >
            {t`Install`}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              install.dismiss()
              setInstallHidden(true)
            }}
          >
            {t`Not now`}
          </Button>
        </div>
      </div>
    )
  }
  return null
}
