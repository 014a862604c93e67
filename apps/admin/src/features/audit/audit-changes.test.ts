import { describe, expect, it } from 'vitest'

import { auditChanges, recordLabel } from './audit-changes'

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

describe('recordLabel', () => {
  it('names a record by its e-mail address, else by its id', () => {
    expect(recordLabel('{"email":"a@b.test","status":"active"}', '{"status":"removed"}', 'x')).toBe(
      'a@b.test',
    )
    expect(recordLabel('{"revoked":false}', '{"revoked":true}', 'session-1')).toBe('session-1')
  })
})
