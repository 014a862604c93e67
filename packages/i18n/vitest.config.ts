/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

import { linguiPlugins } from './src/vite'

export default testConfig('happy-dom', { plugins: linguiPlugins() })
