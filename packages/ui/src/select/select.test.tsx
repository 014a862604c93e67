import { act, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { createTestI18n, renderWithI18n } from '../testing/i18n'
import { Select } from './select'

const options = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
]

describe('Select', () => {
  it('selects a choice and reports it through a native change event', async () => {
    const onChange = vi.fn()
    await renderWithI18n(
      <Select
        label="Size"
        name="size"
        placeholder="Choose"
        options={options}
        onChange={onChange}
      />,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M')
    expect(onChange).toHaveBeenCalledOnce()
    expect(screen.getByRole('combobox')).toHaveValue('M')
  })

  it('shows its inline alert', async () => {
    await renderWithI18n(<Select label="Size" options={options} error="Size is not valid" />)
    const select = screen.getByRole('combobox', { name: 'Size' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Size is not valid')
  })

  describe('on a narrow screen', () => {
    const categories = [
      { value: '', label: 'All categories' },
      { value: 'papeterie', label: 'Papeterie et accessoires' },
    ]
    const shownOf = (container: HTMLElement) =>
      container.querySelector('[data-shown-label]')?.textContent

    it('draws the chosen label as text that wraps, hidden from assistive technology', async () => {
      const { container } = await renderWithI18n(
        <Select label="Catégorie" options={categories} value="papeterie" onChange={vi.fn()} />,
        'fr',
      )
      const shown = container.querySelector('[data-shown-label]')
      expect(shown).toHaveTextContent('Papeterie et accessoires')
      expect(shown).toHaveAttribute('aria-hidden', 'true')
      expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue(
        'Papeterie et accessoires',
      )
    })

    it('follows a choice, a new value and a form reset', async () => {
      const { container, rerender } = await renderWithI18n(
        <form>
          <Select label="Category" options={categories} defaultValue="" />
        </form>,
      )
      expect(shownOf(container)).toBe('All categories')
      await userEvent.selectOptions(screen.getByRole('combobox'), 'papeterie')
      expect(shownOf(container)).toBe('Papeterie et accessoires')
      await act(async () => {
        container.querySelector('form')?.reset()
        await Promise.resolve()
      })
      expect(shownOf(container)).toBe('All categories')

      rerender(
        <Select label="Category" options={categories} value="papeterie" onChange={vi.fn()} />,
      )
      expect(shownOf(container)).toBe('Papeterie et accessoires')
    })

    it('draws the label in a server render, before any script runs', async () => {
      const i18n = await createTestI18n()
      const html = (select: ReactElement) =>
        renderToString(<I18nProvider i18n={i18n}>{select}</I18nProvider>)
      expect(
        html(
          <Select
            label="Size"
            options={options}
            placeholder="Choose"
            value="M"
            onChange={vi.fn()}
          />,
        ),
      ).toMatch(/data-shown-label="true">Medium</)
      expect(html(<Select label="Size" options={options} placeholder="Choose" />)).toMatch(
        /data-shown-label="true">Choose</,
      )
      // A required placeholder cannot be chosen: the browser shows the first choice.
      expect(html(<Select label="Size" options={options} placeholder="Choose" required />)).toMatch(
        /data-shown-label="true">Small</,
      )
    })
  })
})
