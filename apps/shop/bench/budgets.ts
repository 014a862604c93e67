/**
 * The first-load budgets and the one-line report of each: what is measured, the
 * product's figure, the reference's, their ratio, the target, met or not.
 */

/** Initial JavaScript of a page, as a multiple of the reference React + router app. */
export const scriptBudgets = [
  { app: 'shop', path: '/', maxRatio: 1.45 },
  { app: 'portal', path: '/login', maxRatio: 1.6 },
] as const

/** Lighthouse (mobile) on these pages: performance score and Total Blocking Time. */
export const lighthouseTargets = { performance: 95, totalBlockingTimeMs: 150 } as const

/** The portal's public pages, painted with their content before any script runs. */
export const prerenderedPortalPaths = ['/'] as const

/** One measured budget. */
export interface BudgetResult {
  /** What is measured: `shop / initial JS (gzip)`. */
  subject: string
  figure: string
  reference: string
  ratio: string
  target: string
  met: boolean
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The initial-JavaScript budget of a page from its bytes and the reference's. */
export function scriptBudget(
  subject: string,
  bytes: number,
  referenceBytes: number,
  maxRatio: number,
): BudgetResult {
  const ratio = bytes / referenceBytes
  return {
    subject,
    figure: kb(bytes),
    reference: kb(referenceBytes),
    ratio: `${ratio.toFixed(2)} ×`,
    target: `≤ ${maxRatio.toFixed(2)} ×`,
    // Compared as printed: a figure shown as the target is met.
    met: Number(ratio.toFixed(2)) <= maxRatio,
  }
}

/** Lighthouse's figures for one page, as the budget lines read them. */
export interface LighthouseFigures {
  performance: number
  totalBlockingTimeMs: number
  firstContentfulPaintMs: number
  largestContentfulPaintMs: number
}

/** The two Lighthouse budgets of a page (performance score, Total Blocking Time). */
export function lighthouseBudgets(page: string, figures: LighthouseFigures): BudgetResult[] {
  const paints = `FCP ${(figures.firstContentfulPaintMs / 1000).toFixed(2)} s, LCP ${(
    figures.largestContentfulPaintMs / 1000
  ).toFixed(2)} s`
  return [
    {
      subject: `${page} Lighthouse performance (${paints})`,
      figure: String(figures.performance),
      reference: '—',
      ratio: '—',
      target: `≥ ${String(lighthouseTargets.performance)}`,
      met: figures.performance >= lighthouseTargets.performance,
    },
    {
      subject: `${page} Total Blocking Time`,
      figure: `${String(Math.round(figures.totalBlockingTimeMs))} ms`,
      reference: '—',
      ratio: '—',
      target: `≤ ${String(lighthouseTargets.totalBlockingTimeMs)} ms`,
      met: Math.round(figures.totalBlockingTimeMs) <= lighthouseTargets.totalBlockingTimeMs,
    },
  ]
}

/** A budget line: `subject | figure | reference | ratio | target | met` (or `NOT MET`). */
export function formatBudget(result: BudgetResult): string {
  return [
    result.subject,
    result.figure,
    result.reference,
    result.ratio,
    result.target,
    result.met ? 'met' : 'NOT MET',
  ].join(' | ')
}
