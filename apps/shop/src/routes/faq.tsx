import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'

import { FaqPage } from '../features/faq/faq-page'
import { prefetchFaq } from '../features/faq/faq-queries'
import { routeHead } from '../features/seo/route-head'

export const Route = createFileRoute('/faq')({
  validateSearch: (raw: Record<string, unknown>): { q?: string } =>
    typeof raw.q === 'string' && raw.q !== '' ? { q: raw.q.slice(0, 100) } : {},
  loader: ({ context }) => prefetchFaq(context.clients.client('public')),
  head: ({ match }) => {
    const { i18n } = match.context
    return routeHead({
      context: match.context,
      page: match,
      title: i18n._(msg`Questions and answers`),
      description: i18n._(
        msg`Delivery, returns, payment, your account and the ambassador programme.`,
      ),
    })
  },
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
