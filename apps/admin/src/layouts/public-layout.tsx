import { AddressLink } from '@comptoir/app-shell/app-link'
import { useLocale } from '@comptoir/i18n/provider'
import { LanguageSwitcher } from '@comptoir/ui/language-switcher'
import { Layout } from '@comptoir/ui/layout'
import { LinkProvider } from '@comptoir/ui/link'
import type { ReactNode } from 'react'

import { useAdminName } from '../components/admin-name'

/** The frame of the pages before signing in (sign-in, invitation, error pages). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { locale, setLocale } = useLocale()
  const name = useAdminName()
  return (
    <LinkProvider component={AddressLink}>
      <Layout
        brand={name}
        homeHref="/"
        languageSwitcher={
          <LanguageSwitcher locale={locale} onChange={(next) => void setLocale(next)} />
        }
      >
        {children}
      </Layout>
    </LinkProvider>
  )
}
