import type { Locale } from '@comptoir/i18n/locales'
import {
  act,
  cleanup,
  configure,
  fireEvent,
  getConfig,
  render,
  screen,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { object } from 'yup'

import { fieldsFor } from '../field'
import { newPasswordRules } from '../password'
import { email, oneOf, type Rule } from '../rules'
import type { AlertA11yProps } from '../a11y'
import { useValidatedForm } from './use-validated-form'

/** The inline alert the apps render (the design system's), reduced to what the binding wires. */
function FieldAlert({ id, role, message }: AlertA11yProps & { message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role={role}>
      {message}
    </p>
  )
}

/** Counts how often the e-mail field is validated, and with which value. */
const emailChecks = vi.fn((_value: unknown) => true)
const countEmailChecks: Rule = { code: 'type', test: (value) => emailChecks(value) }
/** Would run after the password rules; must never run when one of them fails. */
const afterPasswordRules = vi.fn(() => true)

function testSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    email: field.text('email', countEmailChecks, email),
    password: field.text('password', ...newPasswordRules, {
      code: 'regex',
      test: afterPasswordRules,
    }),
    country: field.text('country', oneOf(['FR', 'BE'])),
    termsAccepted: field.flag('termsAccepted', {
      code: 'required',
      test: (value) => value === true,
    }),
  })
}

const initialValues = { email: '', password: '', country: 'FR', termsAccepted: false }

function TestForm({
  locale = 'en',
  onSubmit = vi.fn(),
}: {
  locale?: Locale
  onSubmit?: () => void
}) {
  const form = useValidatedForm({ schema: testSchema, locale, initialValues, onSubmit })
  return (
    <form {...form.formProps}>
      <label htmlFor={form.field('email').id}>{form.label('email')}</label>
      <input type="email" {...form.field('email')} />
      <FieldAlert {...form.alertProps('email')} message={form.error('email')} />

      <label htmlFor={form.field('password').id}>{form.label('password')}</label>
      <input type="password" {...form.field('password')} />
      <FieldAlert {...form.alertProps('password')} message={form.error('password')} />

      <label htmlFor={form.field('country').id}>{form.label('country')}</label>
      <select {...form.field('country')}>
        <option value="FR">France</option>
        <option value="BE">Belgium</option>
        <option value="JP">Japan</option>
      </select>
      <FieldAlert {...form.alertProps('country')} message={form.error('country')} />

      <input {...form.checkbox('termsAccepted')} aria-label="terms" />
      <FieldAlert {...form.alertProps('termsAccepted')} message={form.error('termsAccepted')} />

      <button
        type="button"
        onClick={() => {
          form.setFieldValue('email', 'jane@')
        }}
      >
        Fill e-mail
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}
/** Lets Formik's promise-based submission run to its end. */
const settle = () =>
  act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve()
  })
const emailInput = () => screen.getByLabelText('E-mail address')
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

// user-event runs inside the testing library's async wrapper, which ends by waiting on a
// setTimeout(0). Under fake timers that wait never ends, so here the wrapper only lets pending
// promises settle; the tests move the clock themselves.
const originalConfig = getConfig()
beforeAll(() => {
  configure({
    asyncWrapper: async (run) => {
      const result: unknown = await run()
      await Promise.resolve()
      return result
    },
  })
})
afterAll(() => {
  configure(originalConfig)
})

beforeEach(() => {
  vi.useFakeTimers()
  emailChecks.mockClear()
  afterPasswordRules.mockClear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useValidatedForm timing', () => {
  it('does not validate on keystrokes', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.type(emailInput(), 'jane@')
    advance(100)
    expect(emailChecks).not.toHaveBeenCalled()
    expect(alerts()).toEqual([])
    expect(emailInput()).toHaveProperty('value', 'jane@')
    expect(emailInput().getAttribute('aria-invalid')).toBe('false')
  })

  it('validates on blur after 5 ms, not before', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.type(emailInput(), 'jane@')
    await user.tab()
    advance(4)
    expect(alerts()).toEqual([])
    advance(1)
    expect(alerts()).toEqual(['E-mail address is not valid'])
  })

  it('validates a skipped required field on blur', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.click(emailInput())
    await user.tab()
    advance(5)
    expect(alerts()).toEqual(['This field is required'])
  })

  it('validates on the committed change event, without blur', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.type(emailInput(), 'jane@')
    fireEvent.change(emailInput())
    expect(emailInput()).toBe(document.activeElement)
    advance(4)
    expect(alerts()).toEqual([])
    advance(1)
    expect(alerts()).toEqual(['E-mail address is not valid'])
  })

  it('validates a select and a checkbox as soon as they change', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.selectOptions(screen.getByLabelText('Country'), 'JP')
    await user.click(screen.getByLabelText('terms'))
    await user.click(screen.getByLabelText('terms'))
    advance(5)
    expect(alerts()).toEqual(['Country is not valid', 'This field is required'])
  })

  it('validates programmatic value updates after 5 ms', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.click(screen.getByRole('button', { name: 'Fill e-mail' }))
    expect(emailInput()).toHaveProperty('value', 'jane@')
    advance(4)
    expect(emailChecks).not.toHaveBeenCalled()
    advance(1)
    expect(emailChecks).toHaveBeenCalledWith('jane@')
    expect(alerts()).toEqual(['E-mail address is not valid'])
  })

  it('coalesces changes closer than 5 ms into one validation of the latest value', () => {
    render(<TestForm />)
    fireEvent.change(emailInput(), { target: { value: 'j' } })
    advance(3)
    fireEvent.change(emailInput(), { target: { value: 'jane@' } })
    advance(3)
    fireEvent.change(emailInput(), { target: { value: 'jane@example.com' } })
    advance(4)
    expect(emailChecks).not.toHaveBeenCalled()
    advance(1)
    expect(emailChecks).toHaveBeenCalledOnce()
    expect(emailChecks).toHaveBeenCalledWith('jane@example.com')
    expect(alerts()).toEqual([])
  })

  it('reports only the first failing rule, and runs none after it', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.type(screen.getByLabelText('Password'), '1234')
    await user.tab()
    advance(5)
    expect(alerts()).toEqual(['The password must be at least 8 characters long'])
    expect(afterPasswordRules).not.toHaveBeenCalled()
  })
})

describe('useValidatedForm wiring', () => {
  it('ties an invalid input to its alert, and unties it once fixed', async () => {
    const user = userEvent.setup({ delay: null })
    render(<TestForm />)
    await user.type(emailInput(), 'jane@')
    await user.tab()
    advance(5)
    const alert = screen.getByRole('alert')
    expect(emailInput().getAttribute('aria-invalid')).toBe('true')
    expect(emailInput().getAttribute('aria-describedby')).toBe(alert.id)
    expect(alert.id).toBe(`${emailInput().id}-error`)

    await user.type(emailInput(), 'example.com')
    await user.tab()
    advance(5)
    expect(document.getElementById(alert.id)).toBeNull()
    expect(emailInput().getAttribute('aria-invalid')).toBe('false')
    expect(emailInput().hasAttribute('aria-describedby')).toBe(false)
  })

  it('validates every field on submit and submits only when all pass', async () => {
    const user = userEvent.setup({ delay: null })
    const onSubmit = vi.fn()
    render(<TestForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await settle()
    expect(alerts()).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
    ])
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(emailInput(), 'jane@example.com')
    await user.type(screen.getByLabelText('Password'), 'tulip-harbour-42')
    await user.click(screen.getByLabelText('terms'))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await settle()
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'jane@example.com',
      password: 'tulip-harbour-42',
      country: 'FR',
      termsAccepted: true,
    })
  })

  it('labels fields and re-words shown errors in the active language', async () => {
    const user = userEvent.setup({ delay: null })
    const { rerender } = render(<TestForm />)
    await user.type(emailInput(), 'jane@')
    await user.tab()
    advance(5)
    const input = emailInput()
    rerender(<TestForm locale="fr" />)
    expect(screen.getByLabelText('Adresse e-mail')).toBe(input)
    expect(alerts()).toEqual(['L’adresse e-mail n’est pas valide'])
  })
})
