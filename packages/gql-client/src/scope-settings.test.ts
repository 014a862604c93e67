// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { defaultScopeSettings, gqlScopes, perScope, resolveScopeSettings } from './scope-settings'

describe('scope settings', () => {
  it('has the four scopes, public and oldPublic sharing one endpoint', () => {
    expect(gqlScopes).toEqual(['public', 'oldPublic', 'ambassador', 'admin'])
    expect(defaultScopeSettings.public.path).toBe('/gql/public')
    expect(defaultScopeSettings.oldPublic.path).toBe('/gql/public')
    expect(defaultScopeSettings.ambassador.path).toBe('/gql/ambassador')
    expect(defaultScopeSettings.admin.path).toBe('/gql/admin')
  })

  it('defaults to a cookie and Authorization: Bearer', () => {
    for (const scope of gqlScopes) {
      expect(defaultScopeSettings[scope]).toMatchObject({
        tokenStorage: 'cookie',
        authHeader: 'Authorization',
        authType: 'Bearer',
      })
    }
  })

  it('applies per-scope overrides and keeps the rest', () => {
    const settings = resolveScopeSettings({
      ambassador: { tokenStorage: 'localStorage', authType: null },
      oldPublic: { authHeader: 'X-Token' },
    })
    expect(settings.ambassador).toEqual({
      path: '/gql/ambassador',
      tokenStorage: 'localStorage',
      authHeader: 'Authorization',
      authType: null,
    })
    expect(settings.oldPublic.authHeader).toBe('X-Token')
    expect(settings.public).toEqual(defaultScopeSettings.public)
  })

  it('builds one value per scope', () => {
    expect(perScope((scope) => scope.length)).toEqual({
      public: 6,
      oldPublic: 9,
      ambassador: 10,
      admin: 5,
    })
  })
})
