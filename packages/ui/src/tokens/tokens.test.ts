import { describe, expect, it } from 'vitest'

import css from './tokens.css?raw'
import { breakpoints, tokenProperties, tokens } from './tokens'

function rootDeclarations(source: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(source.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? ''
  const entries = [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
    ([, name = '', value = '']): [string, string] => [name, value.trim()],
  )
  return new Map(entries)
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('tokens', () => {
  it('declares every token of the map in tokens.css with the same value, and nothing else', () => {
    const declared = rootDeclarations(css)
    expect([...declared.entries()]).toEqual(tokenProperties())
  })

  it('exposes numeric breakpoints for device detection', () => {
    expect(breakpoints).toEqual({ tablet: 768, desktop: 1024 })
  })

  const { color } = tokens
  const textOn: [foreground: keyof typeof color, backgrounds: (keyof typeof color)[]][] = [
    ['ink', ['paper', 'paper-sunken', 'surface', 'accent-soft']],
    ['ink-muted', ['paper', 'paper-sunken', 'surface']],
    ['ink-subtle', ['paper', 'surface']],
    ['ink-inverse', ['accent', 'accent-hover', 'ink', 'focus', 'success', 'danger', 'info']],
    ['accent', ['paper', 'paper-sunken', 'surface', 'accent-soft']],
    ['brass-ink', ['paper', 'surface']],
    ['success', ['success-soft', 'surface']],
    ['danger', ['danger-soft', 'surface', 'paper']],
    ['info', ['info-soft', 'surface']],
    ['warning', ['warning-soft', 'surface']],
  ]

  it.each(textOn)(
    'keeps %s text at WCAG AA (4.5:1) on its backgrounds',
    (foreground, backgrounds) => {
      for (const background of backgrounds) {
        expect(
          contrast(color[foreground], color[background]),
          `${foreground} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5)
      }
    },
  )

  it('keeps control borders and the focus ring at 3:1 against paper and surface', () => {
    for (const part of ['line-strong', 'focus', 'accent'] as const) {
      expect(contrast(color[part], color.paper)).toBeGreaterThanOrEqual(3)
      expect(contrast(color[part], color.surface)).toBeGreaterThanOrEqual(3)
    }
  })
})
