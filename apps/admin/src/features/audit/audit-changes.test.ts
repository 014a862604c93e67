import { describe, expect, it } from 'vitest'

import { auditChanges } from './audit-changes'

describe('auditChanges', () => {
  it('keeps the fields that changed', () => {
    expect(
      auditChanges(
        '{"email":"a@b.test","role":"orders","status":"active"}',
        '{"email":"a@b.test","role":"orders","status":"removed"}',
      ),
    ).toEqual([{ field: 'status', before: 'active', after: 'removed' }])
  })

  it('shows a creation as values from nothing', () => {
    expect(auditChanges(null, '{"role":"owner","liveSessions":2}')).toEqual([
      { field: 'role', before: null, after: 'owner' },
      { field: 'liveSessions', before: null, after: '2' },
    ])
  })
})
