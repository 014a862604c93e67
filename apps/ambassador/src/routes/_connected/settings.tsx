import { createFileRoute } from '@tanstack/react-router'

import { SettingsPage } from '../../features/settings/settings-page'
import { loadRouteCatalogues } from '../../catalogues'

export const Route = createFileRoute('/_connected/settings')({
  staticData: { catalogues: ['auth', 'forms', 'pages', 'settings'] },
  loader: loadRouteCatalogues,
  component: SettingsPage,
})
