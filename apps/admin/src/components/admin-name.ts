import { useLingui } from '@lingui/react/macro'

/** The back office's name in the active language: its wordmark and the end of its page titles. */
export function useAdminName(): string {
  const { t } = useLingui()
  return t`Comptoir back office`
}
