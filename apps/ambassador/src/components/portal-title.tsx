import { PageTitle } from '@comptoir/app-shell/page-title'

import { usePortalName } from './portal-name'

/** The document title of a portal page. */
export function PortalTitle({ title }: { title: string }) {
  const site = usePortalName()
  return <PageTitle title={title} site={site} />
}
