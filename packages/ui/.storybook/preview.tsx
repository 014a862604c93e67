import type { Preview } from '@storybook/react-vite'

import '../src/tokens/tokens.css'
import { LocaleGate, activateLocale, localeOf } from './locale-decorator'

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
    async ({ globals }) => {
      await activateLocale(localeOf(globals))
      return {}
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <LocaleGate locale={localeOf(globals)}>
        <Story />
      </LocaleGate>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    backgrounds: { options: { paper: { name: 'Paper', value: '#fbf8f3' } } },
  },
} satisfies Preview

export default preview
