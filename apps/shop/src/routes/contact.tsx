import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { ContactPage } from '../features/contact/contact-page'
import { privatePageHead } from '../features/seo/route-head'

interface ContactSearch {
  order?: string
}

export const Route = createFileRoute('/contact')({
  validateSearch: (search: Record<string, unknown>): ContactSearch =>
    typeof search.order === 'string' && search.order !== '' ? { order: search.order } : {},
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Contact us`)),
  component: ContactRoute,
})

function ContactRoute() {
  const { order } = Route.useSearch()
  return <ContactPage defaults={order ? { orderNumber: order } : {}} />
}
