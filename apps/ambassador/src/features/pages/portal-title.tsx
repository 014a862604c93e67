import { PageTitle } from '@comptoir/app-shell/page-title'

/** The document title of a portal page. */
export function PortalTitle({ title }: { title: string }) {
  return <PageTitle title={title} site="Comptoir Ambassadors" />
}
