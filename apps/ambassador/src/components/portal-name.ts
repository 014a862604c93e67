import { useLingui } from '@lingui/react/macro'

/** The portal's name in the active language: its wordmark and the end of its page titles. */
export function usePortalName(): string {
  const { t } = useLingui()
  return t`Comptoir Ambassadors`
}
