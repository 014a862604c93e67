import { describe, expect, it } from 'vitest'

import { linguiConfig } from './lingui-config'

describe('linguiConfig', () => {
  it('speaks en and fr, with en as source and fallback', () => {
    const config = linguiConfig()
    expect(config.sourceLocale).toBe('en')
    expect(config.locales).toEqual(['en', 'fr'])
    expect(config.fallbackLocales).toEqual({ default: 'en' })
    expect(config.catalogs?.[0]?.path).toBe('<rootDir>/src/locales/{locale}/messages')
    expect(config.catalogs?.[0]?.exclude).toContain('**/*.stories.tsx')
  })

  it('lets a workspace replace a setting', () => {
    const catalogs = [{ path: '<rootDir>/i18n/{locale}', include: ['<rootDir>/app'] }]
    expect(linguiConfig({ catalogs }).catalogs).toBe(catalogs)
  })
})
