import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

import { linguiPlugins } from '@comptoir/i18n/vite'
import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

/** Where a package of this workspace lies: Storybook loads its framework and addons from there. */
const packageDir = (name: string) =>
  dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)))

/**
 * One Storybook for the design system and the pieces of the three apps. Each app's stories sit
 * beside their components (`apps/<app>/src/**\/*.stories.tsx`) and are filed under the app's name;
 * the preview loads that app's catalogue for them.
 */
const config: StorybookConfig = {
  framework: packageDir('@storybook/react-vite'),
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    { directory: '../../../apps/shop/src', files: '**/*.stories.tsx', titlePrefix: 'Shop' },
    { directory: '../../../apps/ambassador/src', files: '**/*.stories.tsx', titlePrefix: 'Portal' },
    { directory: '../../../apps/admin/src', files: '**/*.stories.tsx', titlePrefix: 'Back office' },
  ],
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [linguiPlugins()] }),
}

export default config
