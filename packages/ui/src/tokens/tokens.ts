/**
 * Design tokens of Comptoir, mirrored from `tokens.css` for documentation and for code that needs
 * a value in JavaScript (breakpoints for device detection, colours for charts).
 *
 * @remarks
 * The CSS custom properties are the source used by components; a test keeps this map and the
 * stylesheet identical. Names map one to one: `color.accent` is `--color-accent`.
 */
export const tokens = {
  color: {
    paper: '#fbf8f3',
    'paper-sunken': '#f3ede3',
    surface: '#ffffff',
    ink: '#1e1a17',
    'ink-muted': '#574e46',
    'ink-subtle': '#6f655c',
    'ink-inverse': '#fbf8f3',
    line: '#e4dbce',
    'line-strong': '#8a7f74',
    accent: '#7b2233',
    'accent-hover': '#61192a',
    'accent-soft': '#f6e9eb',
    brass: '#a8864a',
    'brass-ink': '#755b26',
    focus: '#1f3a5f',
    success: '#2f6b45',
    'success-soft': '#e8f2eb',
    danger: '#b3261e',
    'danger-soft': '#fcecea',
    info: '#1f4e79',
    'info-soft': '#e8eff7',
    warning: '#855600',
    'warning-soft': '#fbf1dc',
    scrim: 'rgb(30 26 23 / 0.48)',
  },
  font: {
    display:
      "ui-serif, 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  text: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(2rem, 1.6rem + 1.6vw, 2.625rem)',
    '4xl': 'clamp(2.5rem, 1.8rem + 3vw, 3.75rem)',
  },
  leading: { tight: '1.15', snug: '1.3', normal: '1.55' },
  tracking: { tight: '-0.01em', normal: '0', caps: '0.12em' },
  weight: { regular: '400', medium: '500', semibold: '600' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { sm: '2px', md: '4px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgb(30 26 23 / 0.06)',
    md: '0 2px 4px rgb(30 26 23 / 0.05), 0 8px 24px rgb(30 26 23 / 0.08)',
    lg: '0 4px 8px rgb(30 26 23 / 0.06), 0 24px 56px rgb(30 26 23 / 0.16)',
  },
  breakpoint: { tablet: '768px', desktop: '1024px', wide: '1280px' },
  duration: { fast: '120ms', base: '200ms', slow: '320ms' },
  ease: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.1)',
  },
  /** Stacking: dialogs under the toasts, menus and drawers over them (a toast never hides an open menu). */
  layer: { header: '10', overlay: '100', toast: '200', menu: '300' },
  measure: { content: '72rem', prose: '38rem', field: '28rem' },
} as const

/** Viewport widths, in CSS pixels, where the tablet and desktop layouts start. */
export const breakpoints = {
  tablet: Number.parseInt(tokens.breakpoint.tablet, 10),
  desktop: Number.parseInt(tokens.breakpoint.desktop, 10),
} as const

/** Groups of tokens, e.g. `color` or `space`. */
export type TokenGroup = keyof typeof tokens

/** Turns the map into CSS custom properties (`--color-accent: #7b2233`), in declaration order. */
export function tokenProperties(): [name: string, value: string][] {
  return Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values).map(([key, value]): [string, string] => [`--${group}-${key}`, value]),
  )
}
