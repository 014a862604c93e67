import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { ForbiddenPage } from '../features/session/forbidden-page'
import { PortalTitle } from '../components/portal-title'
import { PublicLayout } from '../layouts/public-layout'

/** Where a refused session (403 / 4403) lands. */
export const Route = createFileRoute('/forbidden')({
  component: Forbidden,
})

function Forbidden() {
  const { t } = useLingui()
  return (
    <PublicLayout>
      <PortalTitle title={t`Access closed`} />
      <ForbiddenPage />
    </PublicLayout>
  )
}
