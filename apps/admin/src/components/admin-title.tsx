import { PageTitle } from '@comptoir/app-shell/page-title'

import { useAdminName } from './admin-name'

/** The document title of a back office page. */
export function AdminTitle({ title }: { title: string }) {
  const site = useAdminName()
  return <PageTitle title={title} site={site} />
}
