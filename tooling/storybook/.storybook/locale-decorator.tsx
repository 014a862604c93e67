import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { messagesOf, type Catalogue } from './catalogues'

/** Reads the toolbar's language, falling back to English. */
export function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en'
}

let active: string | undefined
const keyOf = (catalogue: Catalogue, locale: Locale) => `${catalogue} ${locale}`

/**
 * Loads the catalogue of a story in a language, replaces the messages Lingui had (two apps may
 * translate one text differently), activates the language and sets `<html lang>`.
 */
export async function activateLocale(catalogue: Catalogue, locale: Locale): Promise<void> {
  const key = keyOf(catalogue, locale)
  if (active === key) return
  const messages = await messagesOf(catalogue, locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  active = key
}

/** Renders a story in the language chosen in the toolbar, switching live when it changes. */
export function LocaleGate({
  catalogue,
  locale,
  children,
}: {
  catalogue: Catalogue
  locale: Locale
  children: ReactNode
}) {
  const key = keyOf(catalogue, locale)
  const [ready, setReady] = useState<string | undefined>(active === key ? key : undefined)
  useEffect(() => {
    let current = true
    void activateLocale(catalogue, locale).then(() => {
      if (current) setReady(key)
    })
    return () => {
      current = false
    }
  }, [catalogue, locale, key])
  return ready === key ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : null
}
