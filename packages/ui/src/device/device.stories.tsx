import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { Badge } from '../badge/badge'
import { useDevice } from './device'

/** Shows what `useDevice()` reports; resize the window (or pick a viewport) to see it change. */
function DeviceReadout() {
  const { isMobile, isTablet, isDesktop } = useDevice()
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone={isMobile ? 'accent' : 'neutral'}>isMobile: {String(isMobile)}</Badge>
      <Badge tone={isTablet ? 'accent' : 'neutral'}>isTablet: {String(isTablet)}</Badge>
      <Badge tone={isDesktop ? 'accent' : 'neutral'}>isDesktop: {String(isDesktop)}</Badge>
    </div>
  )
}

const meta = {
  title: 'Hooks/useDevice',
  component: DeviceReadout,
  tags: ['autodocs'],
} satisfies Meta<typeof DeviceReadout>

export default meta
type Story = StoryObj<typeof meta>

export const Readout: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/: true$/)).toHaveLength(1)
  },
}
