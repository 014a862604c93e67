import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'

/**
 * Gives the accessibility primitives the language Lingui is using, so their built-in labels
 * (the hidden "dismiss" buttons of overlays) speak the same language as the rest of the page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={i18n.locale || 'en'}>{children}</I18nProvider>
}
