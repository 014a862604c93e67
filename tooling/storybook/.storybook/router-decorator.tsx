import { routerAt } from '@comptoir/app-shell/testing'
import { RouterContextProvider } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

/**
 * A router in memory at `/` for a piece of an app shown alone: its links build their addresses
 * (shown on hover) without the app's route tree, and a click stays in the story.
 */
export function MemoryRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => routerAt('/'))
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>
}
