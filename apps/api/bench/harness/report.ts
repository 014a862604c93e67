/** One printed line of `pnpm bench`: a target, what was measured, and whether it is met. */
export interface TargetResult {
  name: string
  /** What the product did, e.g. "1,204 req/s, p99 41 ms". */
  figure: string
  /** What the reference did in the same run, or "—" when the target has none. */
  reference: string
  /** figure ÷ reference on the target's measure; null when the target has no reference. */
  ratio: number | null
  /** The target in words, e.g. "≥ 0.6 × G, p99 ≤ 50 ms". */
  target: string
  /** Null for a line that only informs (no target of its own). */
  met: boolean | null
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** A rate or count with thousands separators and no decimals: 1,204. */
export function formatCount(value: number): string {
  return integer.format(value)
}

/** A duration in milliseconds: one decimal below 10 ms, none above. */
export function formatMs(value: number): string {
  return `${value < 10 ? value.toFixed(1) : integer.format(value)} ms`
}

/** A ratio with two decimals, or "—" without a reference. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—'
  return ratio.toFixed(2)
}

/** figure ÷ reference, or null when the reference is zero or missing. */
export function ratioOf(figure: number, reference: number | null): number | null {
  if (reference === null || reference <= 0) return null
  return figure / reference
}

export function verdict(met: boolean | null): string {
  if (met === null) return 'information'
  return met ? 'met' : 'NOT MET'
}

/** The line printed for one target, its fields separated by " | ". */
export function formatTargetLine(result: TargetResult): string {
  return [
    result.name,
    result.figure,
    `ref ${result.reference}`,
    `ratio ${formatRatio(result.ratio)}`,
    `target ${result.target}`,
    verdict(result.met),
  ].join(' | ')
}
