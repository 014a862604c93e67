import { routerAt } from '@comptoir/app-shell/testing'
import { RouterContextProvider } from '@tanstack/react-router'
import { setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { ConnectedLayout } from './connected-layout'
import { PublicLayout } from './public-layout'

const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('../features/session/use-sign-out', () => ({ useSignOut: () => signOut }))
vi.mock('../features/notifications/ambassador-events', () => ({
  AmbassadorEventsProvider: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('../features/notifications/notification-bell', () => ({ NotificationBell: () => null }))
vi.mock('@comptoir/i18n/provider', () => ({
  useLocale: () => ({ locale: 'en', setLocale: vi.fn() }),
}))
vi.mock('@comptoir/gql-client/react', () => ({
  GqlScopeProvider: ({ children }: { children: ReactNode }) => children,
}))

/** The portal catalogue in `locale` (the layouts' texts). */
async function withShellCatalogue(locale: 'en' | 'fr') {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as {
    messages: Messages
  }
  const i18n = setupI18n()
  i18n.load(locale, messages)
  i18n.activate(locale)
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <RouterContextProvider router={routerAt()}>{children}</RouterContextProvider>
      </I18nProvider>
    )
  }
}

describe('the portal’s layouts', () => {
  it('offer the settings and the sign-out in the menu drawer, for phones', async () => {
    render(
      <ConnectedLayout>
        <p>Page</p>
      </ConnectedLayout>,
      { wrapper: await withShellCatalogue('en') },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })
    expect(within(menu).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/payouts')
    expect(within(menu).getByRole('link', { name: 'Profile and settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledTimes(1)
  }, 15_000)

  it('name the portal in French in French', async () => {
    const wrapper = await withShellCatalogue('fr')
    const { unmount } = render(
      <ConnectedLayout>
        <p>Page</p>
      </ConnectedLayout>,
      { wrapper },
    )
    expect(screen.getByRole('link', { name: /^Comptoir Ambassadeurs,/ })).toHaveTextContent(
      'Comptoir Ambassadeurs',
    )
    unmount()
    render(
      <PublicLayout>
        <p>Page</p>
      </PublicLayout>,
      { wrapper },
    )
    expect(screen.getByRole('link', { name: /^Comptoir Ambassadeurs,/ })).toBeInTheDocument()
  })
})
