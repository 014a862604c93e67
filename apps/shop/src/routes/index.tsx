import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { prefetchHome } from '../features/catalog/catalog-queries'
import { HomePage } from '../features/home/home-page'
import { routeHead } from '../features/seo/route-head'

export const Route = createFileRoute('/')({
  loader: ({ context }) => prefetchHome(context.clients.client('public')),
  head: ({ match }) => {
    const { i18n } = match.context
    return routeHead({
      context: match.context,
      page: match,
      title: i18n._(msg`Homeware, linen and pantry goods, made to last`),
      description: i18n._(
        msg`Washed linen, stoneware, pantry staples and stationery, chosen one by one and shipped from our shop.`,
      ),
    })
  },
  component: HomePage,
})
