import { useAuth } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { ErrorPage } from '@comptoir/ui/error-page'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'

/**
 * What an ambassador whose access was refused (HTTP 403 / socket 4403: the account is suspended
 * or no longer approved) sees: why, and a way to sign out.
 */
export function ForbiddenPage() {
  const { t } = useLingui()
  const auth = useAuth('ambassador')
  const navigate = useNavigate()
  return (
    <ErrorPage
      statusCode={403}
      homeHref="/"
      statusMessage={t`Your ambassador space is closed`}
      message={t`Your account is not approved for the programme at the moment, so the portal cannot show your data. The e-mail we sent you explains why; write to us if you think this is a mistake.`}
      action={
        auth.isSignedIn ? (
          <Button
            onPress={() => {
              auth.logout()
              void navigate({ to: '/login' })
            }}
          >
            {t`Sign out`}
          </Button>
        ) : undefined
      }
    />
  )
}
