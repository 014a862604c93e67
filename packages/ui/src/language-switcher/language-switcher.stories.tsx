import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import type { UiLocale } from '../messages/messages'
import { LanguageSwitcher } from './language-switcher'

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { locale: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: function Render(args) {
    const [locale, setLocale] = useState<UiLocale>(args.locale)
    return (
      <LanguageSwitcher
        {...args}
        locale={locale}
        onChange={(next) => {
          setLocale(next)
          args.onChange(next)
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const french = within(canvasElement).getByRole('button', { name: 'Français' })
    await userEvent.click(french)
    await expect(args.onChange).toHaveBeenCalledWith('fr')
    await expect(french).toHaveAttribute('aria-pressed', 'true')
  },
}
