import { msg } from '@lingui/core/macro'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from 'urql'

import { meDocument } from '../features/account/account.graphql'
import { ChangePasswordForm } from '../features/account/change-password-form'
import { ProfileForm } from '../features/account/profile-form'
import { SignOutButton } from '../features/account/sign-out-button'
import { OrderHistory } from '../features/order/order-history'
import { privatePageHead } from '../features/seo/route-head'
import { guards } from '../guards'
import styles from './-components/pages.module.css'
import { SettingsSection } from './-components/settings-section'

export const Route = createFileRoute('/settings')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your account`)),
  beforeLoad: guards('auth'),
  component: SettingsPage,
})

function SettingsPage() {
  const { t } = useLingui()
  const [{ data, error }] = useQuery({ query: meDocument, requestPolicy: 'cache-and-network' })
  const me = data?.me
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Your account`}</h1>
      {me ? (
        <>
          <SettingsSection id="profile" title={t`Profile`}>
            <ProfileForm profile={me} />
          </SettingsSection>
          <SettingsSection id="password" title={t`Password`}>
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection id="orders" title={t`Your orders`}>
            <OrderHistory />
          </SettingsSection>
          <SettingsSection id="session" title={t`Session`}>
            <div>
              <SignOutButton />
            </div>
          </SettingsSection>
        </>
      ) : error ? (
        <p role="alert">{t`Your account could not be loaded.`}</p>
      ) : data ? (
        <p>
          <Trans>
            Your session has ended.{' '}
            <AppLink to="/login" search={{ redirect: '/settings' }}>
              Sign in again
            </AppLink>
          </Trans>
        </p>
      ) : (
        <SkeletonGroup label={t`Loading your account…`}>
          <Skeleton shape="rect" height="20rem" />
        </SkeletonGroup>
      )}
    </div>
  )
}
