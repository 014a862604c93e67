// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  after,
  characterLength,
  email,
  isoDate,
  max,
  min,
  noDirectionControls,
  numeric,
  oneOf,
  range,
  regex,
  required,
  url,
  type Rule,
} from './rules'

const passes = (rule: Rule, value: unknown, siblings: Record<string, unknown> = {}): boolean =>
  rule.test(value, siblings)

describe('required', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['whitespace-only text', '   '],
    ['tabs and new lines', '\t\n '],
    ['an empty list', []],
    ['false (an unticked box)', false],
    ['NaN (an emptied number input)', Number.NaN],
  ])('fails for %s', (_name, value) => {
    expect(passes(required, value)).toBe(false)
  })

  it.each([
    ['text', 'a'],
    ['text with surrounding spaces', '  a  '],
    ['zero', 0],
    ['true', true],
    ['a list with one item', ['x']],
  ])('passes %s', (_name, value) => {
    expect(passes(required, value)).toBe(true)
  })

  it("reports the code 'required'", () => {
    expect(required.code).toBe('required')
  })
})

describe('email', () => {
  it.each([undefined, null, '', []])('accepts the empty value %j', (value) => {
    expect(passes(email, value)).toBe(true)
  })

  it.each(['jane@example.com', 'jane.doe+shop@mail.example.fr', "o'neil@example.co.uk"])(
    'accepts %s',
    (value) => {
      expect(passes(email, value)).toBe(true)
    },
  )

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane doe@example.com',
    '   ',
    'jane@-example.com',
  ])('refuses %j', (value) => {
    expect(passes(email, value)).toBe(false)
  })

  it('checks a list item by item: all good passes, one bad fails', () => {
    expect(passes(email, ['a@example.com', 'b@example.org'])).toBe(true)
    expect(passes(email, ['a@example.com', 'not-an-email', 'c@example.org'])).toBe(false)
  })

  it('refuses a value that is not text', () => {
    expect(passes(email, { address: 'a@example.com' })).toBe(false)
    expect(passes(email, true)).toBe(false)
  })

  it("reports the code 'email'", () => {
    expect(email.code).toBe('email')
  })
})

describe('min and max', () => {
  it.each([undefined, null, '', []])('accept the empty value %j', (value) => {
    expect(passes(min(3), value)).toBe(true)
    expect(passes(max(3), value)).toBe(true)
  })

  it('count characters, bounds included', () => {
    expect(passes(min(3), 'ab')).toBe(false)
    expect(passes(min(3), 'abc')).toBe(true)
    expect(passes(max(3), 'abc')).toBe(true)
    expect(passes(max(3), 'abcd')).toBe(false)
  })

  it('count whitespace as characters (only required treats it as missing)', () => {
    expect(passes(min(3), '   ')).toBe(true)
  })

  it('count what people see as one character once', () => {
    expect(characterLength('e\u0301té')).toBe(3)
    expect(characterLength('👩‍👩‍👧')).toBe(1)
    expect(passes(max(2), '🇫🇷🇧🇪')).toBe(true)
  })

  it('read numbers as text', () => {
    expect(passes(min(3), 12)).toBe(false)
    expect(passes(min(3), 123)).toBe(true)
  })

  it("report the codes 'min' and 'max'", () => {
    expect(min(1).code).toBe('min')
    expect(max(1).code).toBe('max')
  })
})

describe('regex', () => {
  it('tests the supplied pattern and accepts empty', () => {
    const rule = regex(/^[A-Z]+$/)
    expect(passes(rule, 'ABC')).toBe(true)
    expect(passes(rule, 'AbC')).toBe(false)
    expect(passes(rule, '')).toBe(true)
    expect(rule.code).toBe('regex')
  })

  it('gives the same answer every time, even with a global pattern', () => {
    const rule = regex(/^a+$/g)
    expect([passes(rule, 'aaa'), passes(rule, 'aaa'), passes(rule, 'aaa')]).toEqual([
      true,
      true,
      true,
    ])
  })
})

describe('numeric', () => {
  it('tests numbers and numeric text against the supplied pattern', () => {
    const wholeNumber = numeric(/^\d+$/)
    expect(passes(wholeNumber, 12)).toBe(true)
    expect(passes(wholeNumber, '12')).toBe(true)
    expect(passes(wholeNumber, 1.5)).toBe(false)
    expect(passes(wholeNumber, -1)).toBe(false)
    expect(passes(wholeNumber, '12a')).toBe(false)
    expect(passes(wholeNumber, '')).toBe(true)
    expect(wholeNumber.code).toBe('numeric')
  })
})

describe('oneOf, url, range', () => {
  it('oneOf passes an allowed value only', () => {
    const rule = oneOf(['en', 'fr'])
    expect(passes(rule, 'fr')).toBe(true)
    expect(passes(rule, 'de')).toBe(false)
    expect(passes(rule, 'FR')).toBe(false)
    expect(passes(rule, '')).toBe(true)
  })

  it('url passes http and https addresses, item by item in a list', () => {
    expect(passes(url, 'https://instagram.com/jane')).toBe(true)
    expect(passes(url, ['https://a.example', 'http://b.example/x?y=1'])).toBe(true)
    expect(passes(url, ['https://a.example', 'instagram.com/jane'])).toBe(false)
    expect(passes(url, 'javascript:alert(1)')).toBe(false)
    expect(passes(url, 'ftp://files.example')).toBe(false)
  })

  it('range passes numbers within both bounds', () => {
    const rule = range(0, 30)
    expect([0, 30, 12.5, '7'].map((value) => passes(rule, value))).toEqual([true, true, true, true])
    expect([-1, 30.01, 'abc', ' '].map((value) => passes(rule, value))).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('isoDate and after', () => {
  it('isoDate passes real ISO dates and date-times', () => {
    expect(passes(isoDate, '2025-03-01')).toBe(true)
    expect(passes(isoDate, '2024-02-29')).toBe(true)
    expect(passes(isoDate, '2025-03-01T09:30:00Z')).toBe(true)
    expect(passes(isoDate, '2025-02-29')).toBe(false)
    expect(passes(isoDate, '2025-02-30')).toBe(false)
    expect(passes(isoDate, '01/03/2025')).toBe(false)
  })

  it('after passes a date strictly after the sibling date', () => {
    const rule = after('startsAt')
    expect(passes(rule, '2025-03-02', { startsAt: '2025-03-01' })).toBe(true)
    expect(passes(rule, '2025-03-01', { startsAt: '2025-03-01' })).toBe(false)
    expect(passes(rule, '2025-02-28', { startsAt: '2025-03-01' })).toBe(false)
    expect(rule.code).toBe('end_before_start')
  })

  it('after leaves a missing or unreadable start date to its own field', () => {
    const rule = after('startsAt')
    expect(passes(rule, '2025-03-01', {})).toBe(true)
    expect(passes(rule, '2025-03-01', { startsAt: 'soon' })).toBe(true)
  })
})

describe('noDirectionControls', () => {
  it.each([
    ['a right-to-left override', 'Nina \u202Eeton'],
    ['an embedding', 'Nina \u202Aeton'],
    ['an isolate', 'Nina \u2067eton\u2069'],
    ['a direction mark', 'Nina\u200F'],
    ['a left-to-right mark', '\u200ENina'],
  ])('refuses %s', (_name, text) => {
    expect(noDirectionControls.test(text, {})).toBe(false)
  })

  it('passes names in any script, and empty', () => {
    for (const name of ['Nina', 'Zoé Martin', 'نادية', 'שרה', '李雷', '']) {
      expect(noDirectionControls.test(name, {})).toBe(true)
    }
  })
})
