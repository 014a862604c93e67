import { describe, expect, it } from 'vitest'

import { csvFile, decimalAmount, isoInstant } from './csv'
import { readCsv } from '../../../test/csv-reader'
import { dayPeriod as exportPeriod } from '../insights/day-period'

describe('csvFile', () => {
  it('writes a byte order mark, CRLF lines and RFC 4180 quoting', () => {
    const content = csvFile(
      ['Customer', 'City'],
      [
        [{ text: 'Jean, "JJ" M.' }, { text: 'Paris' }],
        [{ text: 'Line\nbreak' }, null],
      ],
    )
    expect(content).toBe('\uFEFFCustomer,City\r\n"Jean, ""JJ"" M.",Paris\r\n"Line\nbreak",\r\n')
  })

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvFile(['A'], [[{ text: '=HYPERLINK("x")' }], [{ text: '@SUM(1)' }]])).toBe(
      '\uFEFFA\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(1)\r\n',
    )
  })

  it('writes amounts as decimals with a dot, negative ones included, and instants to the second', () => {
    expect(decimalAmount(1290)).toBe('12.90')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(-58)).toBe('-0.58')
    expect(decimalAmount(-492_000)).toBe('-4920.00')
    expect(isoInstant(new Date('2026-11-25T14:03:00.456Z'))).toBe('2026-11-25T14:03:00Z')
    expect(csvFile(['Rate', 'Amount'], [[{ number: 12.5 }, { cents: -492 }]])).toBe(
      '\uFEFFRate,Amount\r\n12.5,-4.92\r\n',
    )
  })
})

describe('csvFile in the French dialect', () => {
  it('separates cells with `;`, writes decimal commas and quotes a cell holding a `;`', () => {
    const content = csvFile(
      ['Client', 'Taux (%)', 'Ventes'],
      [
        [{ text: 'Jean, M.' }, { number: 12.5 }, { cents: -49_250 }],
        [{ text: 'A; B' }, { number: 10 }, { cents: 5 }],
      ],
      'FRENCH',
    )
    expect(content).toBe(
      '\uFEFFClient;Taux (%);Ventes\r\nJean, M.;12,5;-492,50\r\n"A; B";10;0,05\r\n',
    )
    expect(readCsv(content, ';')).toEqual([
      ['Client', 'Taux (%)', 'Ventes'],
      ['Jean, M.', '12,5', '-492,50'],
      ['A; B', '10', '0,05'],
    ])
    expect(decimalAmount(1290, 'FRENCH')).toBe('12,90')
  })
})

describe('exportPeriod', () => {
  it('reads inclusive UTC days', () => {
    const checked = exportPeriod('2026-11-01', '2026-11-30')
    expect(checked).toEqual({
      ok: true,
      period: {
        from: '2026-11-01',
        to: '2026-11-30',
        start: new Date('2026-11-01T00:00:00Z'),
        end: new Date('2026-12-01T00:00:00Z'),
      },
    })
  })

  it.each([
    ['2026-13-01', '2026-12-01', 'format'],
    ['2026-02-30', '2026-03-01', 'format'],
    ['01/11/2026', '2026-11-30', 'format'],
    ['2026-11-30', '2026-11-01', 'order'],
    ['2025-01-01', '2026-01-03', 'length'],
  ])('refuses %s → %s (%s)', (from, to, problem) => {
    expect(exportPeriod(from, to)).toEqual({ ok: false, problem })
  })

  it('accepts one day, and 366 days apart', () => {
    expect(exportPeriod('2026-11-30', '2026-11-30').ok).toBe(true)
    expect(exportPeriod('2024-01-01', '2025-01-01').ok).toBe(true)
  })
})
