import { describe, expect, it } from 'vitest'

import { benchmarkNames, parseBenchArgs, UsageError } from './args'
import { percentile } from './percentile'
import { formatCount, formatMs, formatRatio, formatTargetLine, ratioOf } from './report'

describe('parseBenchArgs', () => {
  it('runs every benchmark in order with the default settings when none is named', () => {
    const settings = parseBenchArgs([], {})
    expect(settings.benchmarks).toEqual([...benchmarkNames])
    expect(settings).toMatchObject({
      warmupSeconds: 5,
      seconds: 10,
      connections: 50,
      checkoutConcurrency: 10,
      subscribers: 1000,
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: 'redis://127.0.0.1:6379',
    })
  })

  it('runs the named benchmarks in the usual order, ignoring the "--" pnpm passes on', () => {
    expect(parseBenchArgs(['--', 'checkout', 'catalogue'], {}).benchmarks).toEqual([
      'catalogue',
      'checkout',
    ])
  })

  it('takes durations and sizes from the environment', () => {
    const settings = parseBenchArgs(['pages'], {
      BENCH_WARMUP_SECONDS: '2',
      BENCH_SECONDS: '3.5',
      BENCH_CONNECTIONS: '',
      BENCH_SUBSCRIBERS: '200',
    })
    expect(settings).toMatchObject({ warmupSeconds: 2, seconds: 3.5, connections: 50 })
    expect(settings.subscribers).toBe(200)
  })

  it('refuses an unknown benchmark and a bad number, saying which', () => {
    expect(() => parseBenchArgs(['catalog'], {})).toThrow(
      new UsageError(`Unknown benchmark "catalog"; choose among ${benchmarkNames.join(', ')}`),
    )
    expect(() => parseBenchArgs([], { BENCH_SECONDS: 'ten' })).toThrow(
      'BENCH_SECONDS must be a positive number, not "ten"',
    )
    expect(() => parseBenchArgs([], { BENCH_SECONDS: '0' })).toThrow(UsageError)
  })
})

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile(values, 0)).toBe(1)
  })

  it('gives the only value of one, and 0 of none', () => {
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 99)).toBe(0)
  })

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('report lines', () => {
  it('divides by the reference, and has no ratio without one', () => {
    expect(ratioOf(300, 600)).toBe(0.5)
    expect(ratioOf(300, 0)).toBeNull()
    expect(ratioOf(300, null)).toBeNull()
    expect(formatRatio(0.4567)).toBe('0.46')
    expect(formatRatio(null)).toBe('—')
  })

  it('writes counts with separators and short durations with a decimal', () => {
    expect(formatCount(3251.4)).toBe('3,251')
    expect(formatMs(4.25)).toBe('4.3 ms')
    expect(formatMs(227.4)).toBe('227 ms')
  })

  it('prints name, figure, reference, ratio, target and verdict on one line', () => {
    const line = formatTargetLine({
      name: 'catalogue, PostgreSQL',
      figure: '1,950 req/s, p99 41 ms',
      reference: 'G 3,251 req/s',
      ratio: 0.6,
      target: '≥ 0.6 × G, p99 ≤ 50 ms',
      met: true,
    })
    expect(line).toBe(
      'catalogue, PostgreSQL | 1,950 req/s, p99 41 ms | ref G 3,251 req/s | ratio 0.60 | target ≥ 0.6 × G, p99 ≤ 50 ms | met',
    )
    expect(
      formatTargetLine({
        name: 'events',
        figure: '4,990/5,000 delivered',
        reference: '—',
        ratio: null,
        target: 'every event',
        met: false,
      }),
    ).toBe('events | 4,990/5,000 delivered | ref — | ratio — | target every event | NOT MET')
  })
})
