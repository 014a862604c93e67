import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { linksFromText } from './apply-form'
import { describeApplication } from './application-status'

describe('linksFromText', () => {
  it('takes one address per line, ignoring blank lines and spaces', () => {
    expect(linksFromText(' https://blog.example \n\n  https://instagram.com/lucie  \n')).toEqual([
      'https://blog.example',
      'https://instagram.com/lucie',
    ])
    expect(linksFromText('   ')).toEqual([])
  })
})

describe('describeApplication', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  it('says an application is under review and what happens next', () => {
    const described = describeApplication({ status: 'APPLIED' }, i18n)
    expect(described.status).toBe('Under review')
    expect(described.next).toContain('You will get an e-mail with our decision')
    expect(described.tone).toBe('info')
  })

  it('gives every status its own wording', () => {
    const statuses = ['APPLIED', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const
    const names = statuses.map((status) => describeApplication({ status }, i18n).status)
    expect(new Set(names).size).toBe(4)
  })
})
