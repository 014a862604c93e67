/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'
import type { Plugin } from 'vite'

/** vite-plugin-pwa serves `virtual:pwa-register` in builds; tests only need it to resolve (and mock it). */
const pwaRegisterStub: Plugin = {
  name: 'pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0virtual:pwa-register' : null),
  load: (id) =>
    id === '\0virtual:pwa-register'
      ? 'export function registerSW() { return () => Promise.resolve() }'
      : null,
}

export default testConfig('happy-dom', { plugins: [pwaRegisterStub] })
