import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { act, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'

import { renderWithI18n } from '../testing/i18n'
import { tokens } from '../tokens/tokens'
import { ToastProvider, useToast } from './toast'
import { loadToastHost } from './toast-store'

const sheets = import.meta.glob<string>('./toast.module.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const sheet = sheets['./toast.module.css'] ?? ''
// Read as a file: a module stylesheet imported from another folder comes as its class names.
const drawerSheet = readFileSync(join(import.meta.dirname, '../drawer/drawer.module.css'), 'utf8')

/** The declarations of one rule of a stylesheet (the toasts' by default). */
function ruleOf(selector: string, source = sheet): Record<string, string> {
  const escaped = selector.replace(/\./g, '\\.')
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(source)?.[1] ?? ''
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.trim().split(/:\s*/))
      .filter((pair): pair is [string, string] => pair.length === 2),
  )
}

function ShowNotice() {
  const toast = useToast()
  return (
    <button
      type="button"
      onClick={() => {
        toast.info('Ready to work offline.')
      }}
    >
      show
    </button>
  )
}

beforeAll(async () => {
  await loadToastHost()
})

describe('Toast position', () => {
  it('opens the stack top right, below the header, on phones too', async () => {
    await renderWithI18n(
      <ToastProvider>
        <ShowNotice />
      </ToastProvider>,
    )
    act(() => {
      screen.getByRole('button', { name: 'show' }).click()
    })
    const notice = await screen.findByText('Ready to work offline.')
    const stack = notice.closest('.container')
    expect(stack).toHaveClass('topRight')

    // Two classes: the rule outweighs the library's own (one class) at every width.
    const position = ruleOf('.container.topRight')
    expect(position.top).toMatch(/^max\(calc\(var\(--header-height, 0px\) \+ var\(--space-\d\)\)/)
    expect(position.right).toBeDefined()
    expect(sheet).not.toMatch(/@media[^{]*\{[^}]*\.topRight/)
  })
})

describe('Toasts and open menus', () => {
  it('keeps a toast under an open drawer (the phone’s menu, the notifications, the cart)', () => {
    // Two classes, as the position: the library's own z-index (1400) would win over one.
    expect(ruleOf('.container.topRight')['z-index']).toBe('var(--layer-toast)')
    expect(ruleOf('.overlay', drawerSheet)['z-index']).toBe('var(--layer-menu)')
    expect(Number(tokens.layer.menu)).toBeGreaterThan(Number(tokens.layer.toast))
  })
})
