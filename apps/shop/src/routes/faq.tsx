import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { FaqPage } from '../features/faq/faq-page'

export const Route = createFileRoute('/faq')({
  validateSearch: (raw: Record<string, unknown>): { q?: string } =>
    typeof raw.q === 'string' && raw.q !== '' ? { q: raw.q.slice(0, 100) } : {},
  component: FaqRoute,
})

function FaqRoute() {
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: '/faq' })
  return (
    <FaqPage
      query={q}
      onQueryChange={(next) => {
        void navigate({ search: next ? { q: next } : {}, replace: true })
      }}
    />
  )
}
