import { setupI18n } from '@lingui/core'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

import { loadUiMessages } from '../messages/messages'
import type { UiLocale } from '../messages/messages'

/** A Lingui instance with the design system catalogue, active in `locale`. */
export async function createTestI18n(locale: UiLocale = 'en'): Promise<I18n> {
  const i18n = setupI18n()
  i18n.load(locale, await loadUiMessages(locale))
  i18n.activate(locale)
  return i18n
}

/** Renders a component inside Lingui's provider, in English unless told otherwise. */
export async function renderWithI18n(
  ui: ReactElement,
  locale: UiLocale = 'en',
): Promise<ReturnType<typeof render> & { i18n: I18n }> {
  const i18n = await createTestI18n(locale)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return Object.assign(render(ui, { wrapper }), { i18n })
}
