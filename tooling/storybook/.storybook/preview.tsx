import type { Preview } from '@storybook/react-vite'

import '@comptoir/ui/tokens.css'
import { loadLazyParts } from '@comptoir/ui/testing/lazy-parts'

import { catalogueOf } from './catalogues'
import { LocaleGate, activateLocale, localeOf } from './locale-decorator'
import { MemoryRouter } from './router-decorator'
import { viewports } from './viewports'

let lazyParts: Promise<void> | undefined

// A story shows a piece alone: following one of its links would leave the story (and, under test,
// the page running the tests). The piece's own click handlers still run; the router's links
// already stay in the page.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (link) event.preventDefault()
})

const preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'fr', title: 'Français', right: 'FR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    // The overlays, menus, charts and toasts load on demand; a story opens them at once.
    async () => {
      await (lazyParts ??= loadLazyParts())
      return {}
    },
    async ({ globals, title }) => {
      await activateLocale(catalogueOf(title), localeOf(globals))
      return {}
    },
  ],
  decorators: [
    (Story, { globals, title }) => (
      <LocaleGate catalogue={catalogueOf(title)} locale={localeOf(globals)}>
        {catalogueOf(title) === 'design system' ? (
          <Story />
        ) : (
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        )}
      </LocaleGate>
    ),
  ],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    backgrounds: { options: { paper: { name: 'Paper', value: '#fbf8f3' } } },
    // Every story is checked with axe; a violation fails its test (and shows in the a11y panel).
    a11y: { test: 'error' },
  },
} satisfies Preview

export default preview
