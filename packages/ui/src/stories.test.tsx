import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import preview from '../.storybook/preview'
import { uiLocales } from './messages/messages'

type StoriesModule = Parameters<typeof composeStories>[0]

/** What the tests use of a composed story: its loaders, its rendering and its play function. */
interface RunnableStory {
  (): ReactNode
  load: () => Promise<void>
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>
}

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true })

setProjectAnnotations(preview)

describe('stories', () => {
  it('finds the stories of the design system', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30)
  })

  describe.each(uiLocales)('in %s', (locale) => {
    for (const [path, module] of Object.entries(modules)) {
      const composed: Record<string, unknown> = composeStories(module, {
        initialGlobals: { locale },
      })
      const stories = Object.entries(composed).map(([name, story]): [string, RunnableStory] => [
        name,
        story as RunnableStory,
      ])
      describe(path.replace(/^\.\/(.+)\.stories\.tsx$/, '$1'), () => {
        it.each(stories)('%s renders and plays', async (_name, Story) => {
          await Story.load()
          const { container } = render(<Story />)
          await Story.play?.({ canvasElement: container })
          expect(document.documentElement.lang).toBe(locale)
        })
      })
    }
  })
})
