import { describe, expect, it } from 'vitest'

import { browserName } from './browser-name'

describe('browserName', () => {
  it('names the browser and the system', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome, Linux')
    expect(browserName(null)).toBeNull()
    expect(browserName('curl/8.0')).toBe('curl/8.0')
  })
})
