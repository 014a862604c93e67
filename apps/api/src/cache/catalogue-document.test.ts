import { describe, expect, it } from 'vitest'

import { policyWithHashes } from '../http/page-policy'
import { readsOnlyCatalogue } from './catalogue-document'

describe('documents the catalogue cache may keep', () => {
  it('takes queries of catalogue root fields only, through fragments too', () => {
    expect(
      readsOnlyCatalogue('{ products(first: 2) { totalCount } categories { slug } }', null),
    ).toBe(true)
    expect(
      readsOnlyCatalogue(
        'query A { ...Root } fragment Root on Query { faq { key } __typename }',
        'A',
      ),
    ).toBe(true)
    expect(readsOnlyCatalogue('{ products { totalCount } me { id } }', null)).toBe(false)
    expect(readsOnlyCatalogue('query A { ... on Query { cart { id } } }', null)).toBe(false)
    expect(readsOnlyCatalogue('mutation { logout }', null)).toBe(false)
    expect(readsOnlyCatalogue('query A { faq { key } } query B { me { id } }', 'B')).toBe(false)
    expect(readsOnlyCatalogue('{ products {', null)).toBe(false)
  })
})

describe('the policy of a kept page', () => {
  it('allows each inline script by its hash, not data blocks nor external scripts', () => {
    const html =
      '<script>alert(1)</script><script type="module">import "/a.js"</script>' +
      '<script type="application/json">{}</script><script src="/b.js"></script>'
    const policy = policyWithHashes("default-src 'self';script-src 'self';style-src 'self'", html)
    expect(policy).toBe(
      "default-src 'self';script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=' " +
        "'sha256-QV8w6AS23OFE4C1T/xGd9IhTNt/oSlTbuDtsGZYf2Hs=';style-src 'self'",
    )
  })
})
