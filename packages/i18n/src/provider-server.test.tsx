// @vitest-environment node
import { setupI18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { coreMessages, loadCoreMessages } from './core-messages'
import { LocaleProvider, loadMessages, useLocale } from './provider'

function HomeLink() {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  return (
    <a href="/" lang={locale}>
      {i18n._(coreMessages.home)}
    </a>
  )
}

describe('LocaleProvider on the server', () => {
  it('renders in the request language at once from preloaded catalogues', async () => {
    const messages = await loadMessages('fr', [loadCoreMessages])
    const loader = vi.fn(loadCoreMessages)
    const html = renderToString(
      <LocaleProvider
        loaders={[loader]}
        initialLocale="fr"
        initialMessages={messages}
        i18n={setupI18n()}
        fallback={<p>loading</p>}
      >
        <HomeLink />
      </LocaleProvider>,
    )
    expect(html).toBe('<a href="/" lang="fr">Accueil</a>')
    expect(loader).not.toHaveBeenCalled()
  })

  it('renders the fallback without preloaded catalogues', () => {
    const html = renderToString(
      <LocaleProvider
        loaders={[loadCoreMessages]}
        initialLocale="fr"
        i18n={setupI18n()}
        fallback={<p>loading</p>}
      >
        <HomeLink />
      </LocaleProvider>,
    )
    expect(html).toBe('<p>loading</p>')
  })
})
