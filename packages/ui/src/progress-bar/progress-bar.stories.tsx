import type { Meta, StoryObj } from '@storybook/react-vite'

import { ProgressBar } from './progress-bar'

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Spring operation goal', value: 620, max: 1000, valueLabel: '€620 of €1,000' },
  argTypes: { tone: { control: 'inline-radio', options: ['accent', 'success', 'brass'] } },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const GoalReached: Story = {
  args: { value: 1040, valueLabel: '€1,040 of €1,000', tone: 'success' },
}
