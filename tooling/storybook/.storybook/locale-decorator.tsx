import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { isUiLocale, loadUiMessages } from '../src/messages/messages'
import type { UiLocale } from '../src/messages/messages'

/** Reads the toolbar's language, falling back to English. */
export function localeOf(globals: Record<string, unknown>): UiLocale {
  return isUiLocale(globals.locale) ? globals.locale : 'en'
}

/** Loads the catalogue of a language, activates it and sets `<html lang>`. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  i18n.load(locale, await loadUiMessages(locale))
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/** Renders a story in the language chosen in the toolbar, switching live when it changes. */
export function LocaleGate({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  const [ready, setReady] = useState<UiLocale | undefined>(
    i18n.locale === locale ? locale : undefined,
  )
  useEffect(() => {
    let current = true
    void activateLocale(locale).then(() => {
      if (current) setReady(locale)
    })
    return () => {
      current = false
    }
  }, [locale])
  return ready === locale ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : null
}
