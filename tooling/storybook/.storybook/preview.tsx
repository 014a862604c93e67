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
    // The widths every page must hold without scrolling sideways (phone, phone, tablet, desktop).
    viewport: {
      options: {
        phone320: {
          name: 'Phone 320',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    backgrounds: { options: { paper: { name: 'Paper', value: '#fbf8f3' } } },
  },
} satisfies Preview

export default preview
