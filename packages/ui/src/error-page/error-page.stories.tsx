import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ErrorPage } from './error-page'

const meta = {
  title: 'UI/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { statusCode: 404, homeHref: '#home' },
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFoundVariant: Story = {
  play: async ({ canvasElement, globals }) => {
    const title = globals.locale === 'fr' ? 'Page introuvable' : 'Page Not Found'
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(title)
  },
}

export const ServerError: Story = {
  args: { statusCode: 500, message: 'Something broke on our side. Please try again in a moment.' },
}
