import { createContext } from 'react'

/** What a {@link NavList} learns from where it is placed. */
export interface NavPlacement {
  /** Row in the header bar, column in the menu drawer. */
  orientation?: 'horizontal' | 'vertical'
  /** Called after an entry is chosen, e.g. to close the menu drawer. */
  onNavigate?: () => void
}

/** Set by the header around the menu drawer's content. */
export const NavPlacementContext = createContext<NavPlacement>({})
