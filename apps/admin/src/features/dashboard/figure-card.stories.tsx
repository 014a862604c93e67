import type { Meta, StoryObj } from '@storybook/react-vite'

import { FigureCard } from './figure-card'

const meta = {
  component: FigureCard,
  args: { label: 'Orders to ship', value: '3', hint: 'Open the list', attention: true },
} satisfies Meta<typeof FigureCard>

export default meta
type Story = StoryObj<typeof meta>

export const WorkWaiting: Story = {}

export const NothingWaiting: Story = {
  args: { value: '0', hint: 'Nothing waiting', attention: false },
}

export const SalesOfTheMonth: Story = {
  args: { label: 'Last 30 days', value: '€1,284.50', hint: '41 orders', attention: false },
}

export const LongFrenchFigure: Story = {
  args: {
    label: 'La part du programme ambassadeurs, 30 derniers jours',
    value: '12 845 219,90 €',
    hint: '1 204 commandes',
    attention: false,
  },
}
