import type { Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { coreMessages, loadCoreMessages } from './core-messages'
import { localeStorageKey } from './detect-locale'
import type { Locale } from './locales'
import { LocaleProvider, loadMessages, useLocale } from './provider'

function HomeLink() {
  const { i18n } = useLingui()
  const { locale, setLocale } = useLocale()
  return (
    <>
      <a href="/">{i18n._(coreMessages.home)}</a>
      <button
        type="button"
        onClick={() => {
          void setLocale(locale === 'en' ? 'fr' : 'en')
        }}
      >
        switch
      </button>
    </>
  )
}

function renderApp(loaders = [loadCoreMessages]) {
  return render(
    <LocaleProvider loaders={loaders} fallback={<p>loading</p>}>
      <HomeLink />
    </LocaleProvider>,
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.lang = ''
})

describe('LocaleProvider', () => {
  it("renders 'Home', then 'Accueil' after switching to French", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB'])
    renderApp()
    expect(await screen.findByRole('link')).toHaveProperty('textContent', 'Home')
    expect(document.documentElement.lang).toBe('en')

    await userEvent.click(screen.getByRole('button', { name: 'switch' }))

    expect(await screen.findByRole('link', { name: 'Accueil' })).toBeDefined()
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem(localeStorageKey)).toBe('fr')
  })

  it('starts in the remembered language, before the browser one', async () => {
    localStorage.setItem(localeStorageKey, 'fr')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    renderApp()
    expect(await screen.findByRole('link', { name: 'Accueil' })).toBeDefined()
    expect(document.documentElement.lang).toBe('fr')
  })

  it('starts in the browser language when nothing is remembered', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en'])
    renderApp()
    expect(await screen.findByRole('link', { name: 'Accueil' })).toBeDefined()
  })

  it('falls back to English for an unsupported browser language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ja'])
    renderApp()
    expect(await screen.findByRole('link', { name: 'Home' })).toBeDefined()
    expect(document.documentElement.lang).toBe('en')
  })

  it('shows only the fallback until the first catalogue is active', async () => {
    let resolve: (messages: Messages) => void = () => undefined
    const pending = new Promise<Messages>((done) => {
      resolve = done
    })
    renderApp([() => pending])
    expect(screen.getByText('loading')).toBeDefined()
    expect(screen.queryByRole('link')).toBeNull()
    await act(async () => {
      resolve({ home: 'Home' })
      await pending
    })
    expect(await screen.findByRole('link', { name: 'Home' })).toBeDefined()
  })

  it('merges the catalogues of every loader', async () => {
    const appCatalogue = (locale: Locale) =>
      Promise.resolve<Messages>({ greeting: locale === 'fr' ? 'Bonjour' : 'Hello' })
    function Greeting() {
      const { i18n } = useLingui()
      return (
        <p>
          {i18n._(coreMessages.home)} / {i18n._('greeting')}
        </p>
      )
    }
    render(
      <LocaleProvider loaders={[loadCoreMessages, appCatalogue]} initialLocale="fr">
        <Greeting />
      </LocaleProvider>,
    )
    expect(await screen.findByText('Accueil / Bonjour')).toBeDefined()
  })
})

describe('loadMessages', () => {
  it('warns about a failing catalogue and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const messages = await loadMessages('fr', [
      loadCoreMessages,
      () => Promise.reject(new Error('offline')),
    ])
    expect(messages).toHaveProperty('home')
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('useLocale', () => {
  it('refuses to run outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function CurrentLocale() {
      return <p>{useLocale().locale}</p>
    }
    expect(() => render(<CurrentLocale />)).toThrow(/LocaleProvider/)
  })

  it('hydrates with preloaded catalogues without loading them again', () => {
    const loader = vi.fn(loadCoreMessages)
    render(
      <LocaleProvider
        loaders={[loader]}
        initialLocale="fr"
        initialMessages={{ [coreMessages.home.id]: 'Accueil' }}
        fallback={<p>loading</p>}
      >
        <HomeLink />
      </LocaleProvider>,
    )
    expect(screen.getByRole('link').textContent).toBe('Accueil')
    expect(document.documentElement.lang).toBe('fr')
    expect(loader).not.toHaveBeenCalled()
  })
})
