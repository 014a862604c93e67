import { i18n as sharedI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { applyDocumentLocale, detectLocale, storeLocale } from './detect-locale'
import type { Locale } from './locales'

/** Loads one compiled catalogue for a language (an app's own, the design system's, the core one). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>

/** The active language and the way to change it. */
export interface LocaleState {
  /** Language currently shown. */
  locale: Locale
  /** Switches the language, remembers the choice, and resolves once the new catalogue is active. */
  setLocale: (locale: Locale) => Promise<void>
}

const LocaleContext = createContext<LocaleState | undefined>(undefined)

/**
 * Loads every catalogue of a language and merges them, later loaders winning on a shared id.
 * A catalogue that fails to load is reported as a warning and left out, so the page still renders.
 */
export async function loadMessages(
  locale: Locale,
  loaders: readonly CatalogLoader[],
): Promise<Messages> {
  const results = await Promise.allSettled(loaders.map((load) => load(locale)))
  const messages: Messages = {}
  for (const result of results) {
    if (result.status === 'fulfilled') Object.assign(messages, result.value)
    else console.warn(`Could not load the "${locale}" catalogue`, result.reason)
  }
  return messages
}

interface LocaleSwitcher {
  subscribe: (onChange: () => void) => () => void
  getActive: () => Locale | undefined
  activate: (locale: Locale) => Promise<void>
  /** Activates already loaded messages at once (first render of a server-rendered page). */
  activateLoaded: (locale: Locale, messages: Messages) => void
}

/** Loads and activates languages; a later request wins over a slower earlier one. */
function createLocaleSwitcher(loaders: readonly CatalogLoader[], i18n: I18n): LocaleSwitcher {
  const listeners = new Set<() => void>()
  let active: Locale | undefined
  let latestRequest = 0
  return {
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    getActive: () => active,
    activateLoaded(locale, messages) {
      i18n.loadAndActivate({ locale, messages })
      applyDocumentLocale(locale)
      active = locale
    },
    async activate(locale) {
      latestRequest += 1
      const request = latestRequest
      const messages = await loadMessages(locale, loaders)
      if (request !== latestRequest) return
      i18n.loadAndActivate({ locale, messages })
      applyDocumentLocale(locale)
      active = locale
      for (const onChange of listeners) onChange()
    },
  }
}

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /**
   * Catalogue loaders, merged in order. Read once on mount: pass a constant array,
   * e.g. `[loadCoreMessages, loadUiMessages, loadAppMessages]`.
   */
  loaders: readonly CatalogLoader[]
  children: ReactNode
  /** Shown until the first catalogue is active (default: nothing). */
  fallback?: ReactNode
  /** Language to start with instead of detecting it (remembered choice → browser → en). */
  initialLocale?: Locale
  /**
   * The merged catalogues of `initialLocale`, already loaded (e.g. with {@link loadMessages} on
   * the server, then embedded in the page): children render at once, on the server and at
   * hydration, instead of after a load. Read once on mount.
   */
  initialMessages?: Messages
  /** Lingui instance to drive (default: the global one that the macros use). Read once on mount. */
  i18n?: I18n
}

/**
 * Activates the visitor's language for everything below it. Children render only once the first
 * catalogue is active (at once with `initialMessages`, as a server render needs; pass a
 * per-request `i18n` from `setupI18n()` there), so no text flashes in the wrong language. `<html lang>` follows the
 * active language, and {@link useLocale} switches it.
 */
export function LocaleProvider({
  loaders,
  children,
  fallback = null,
  initialLocale,
  initialMessages,
  i18n = sharedI18n,
}: LocaleProviderProps): ReactNode {
  const [switcher] = useState(() => {
    const created = createLocaleSwitcher(loaders, i18n)
    if (initialLocale && initialMessages) created.activateLoaded(initialLocale, initialMessages)
    return created
  })
  const [startLocale] = useState(() => initialLocale ?? detectLocale())
  const active = useSyncExternalStore(switcher.subscribe, switcher.getActive, switcher.getActive)

  useEffect(() => {
    if (switcher.getActive() !== startLocale) void switcher.activate(startLocale)
  }, [switcher, startLocale])

  const setLocale = useCallback(
    (locale: Locale): Promise<void> => {
      storeLocale(locale)
      return switcher.activate(locale)
    },
    [switcher],
  )

  const state = useMemo(
    () => (active === undefined ? undefined : { locale: active, setLocale }),
    [active, setLocale],
  )

  if (state === undefined) return fallback
  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>
    </I18nProvider>
  )
}

/** The active language and `setLocale`. Must be used below {@link LocaleProvider}. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext)
  if (state === undefined) throw new Error('useLocale must be used inside <LocaleProvider>')
  return state
}
