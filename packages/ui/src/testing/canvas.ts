import { vi } from 'vitest'

/** A 2D context that accepts every drawing call and records the text drawn. */
function recordingContext(texts: string[]): CanvasRenderingContext2D {
  const state: Record<PropertyKey, unknown> = {
    fillText: (text: string) => {
      texts.push(text)
    },
    measureText: (text: string) => ({ width: text.length * 7 }),
  }
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value
      return true
    },
  }) as unknown as CanvasRenderingContext2D
}

/**
 * Gives the test DOM (which has no canvas) a 2D context that draws nothing but records every
 * text drawn, so a chart library runs for real and a test reads its axis labels.
 *
 * @returns the texts drawn so far (appended as they are drawn)
 */
export function stubCanvas(): string[] {
  const texts: string[] = []
  const context = recordingContext(texts)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context)
  // Paths are only handed to the context, which draws nothing: any method does nothing.
  vi.stubGlobal('Path2D', function Path2D() {
    return new Proxy({}, { get: () => () => undefined })
  })
  return texts
}
