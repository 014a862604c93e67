import { appCatalogueLoaders } from '@comptoir/app-shell/messages'
import { loadCoreMessages } from '@comptoir/i18n/core-messages'
import type { Locale } from '@comptoir/i18n/locales'
import type { CatalogLoader } from '@comptoir/i18n/provider'
import { loadUiMessages } from '@comptoir/ui/messages'
import type { Messages } from '@lingui/core'

/** Whose texts a story shows: the design system's, or one app's on top of them. */
export type Catalogue = 'design system' | 'shop' | 'portal' | 'back office'

const appFiles = import.meta.glob<Messages>('../../../apps/*/src/locales/*/messages.po', {
  import: 'messages',
})

function filesOf(app: string) {
  return Object.fromEntries(
    Object.entries(appFiles).filter(([path]) => path.includes(`/apps/${app}/src/locales/`)),
  )
}

const loaders: Record<Catalogue, readonly CatalogLoader[]> = {
  'design system': [loadCoreMessages, loadUiMessages],
  shop: appCatalogueLoaders('shop', filesOf('shop')),
  portal: appCatalogueLoaders('ambassador', filesOf('ambassador')),
  'back office': appCatalogueLoaders('admin', filesOf('admin')),
}

const prefixes: Record<string, Catalogue> = {
  Shop: 'shop',
  Portal: 'portal',
  'Back office': 'back office',
}

/** The catalogue of a story, from the first part of its title (`main.ts` files apps under their name). */
export function catalogueOf(title: string): Catalogue {
  return prefixes[title.split('/')[0] ?? ''] ?? 'design system'
}

/** Every message a story of `catalogue` shows in `locale`, merged in the app's order. */
export async function messagesOf(catalogue: Catalogue, locale: Locale): Promise<Messages> {
  const parts = await Promise.all(loaders[catalogue].map((load) => load(locale)))
  return Object.assign({}, ...parts) as Messages
}
