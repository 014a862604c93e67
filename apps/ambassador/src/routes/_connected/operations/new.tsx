import { createFileRoute } from '@tanstack/react-router'

import { NewOperationPage } from '../../../features/operations/operation-editor-pages'

export const Route = createFileRoute('/_connected/operations/new')({
  component: NewOperationPage,
})
