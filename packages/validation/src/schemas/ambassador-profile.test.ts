// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateInput } from '../validate'

import { ambassadorProfileSchema } from './ambassador-profile'

const good = {
  displayName: 'Jane Roasts',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  legalStatus: 'individual',
  currentPassword: 'lighthouse-orchard-27',
}

describe('ambassadorProfileSchema', () => {
  it('passes a profile with or without an IBAN', () => {
    expect(validateInput(ambassadorProfileSchema, good, 'en').ok).toBe(true)
    expect(validateInput(ambassadorProfileSchema, { ...good, iban: '' }, 'en').ok).toBe(true)
  })

  it('refuses a bad IBAN and an unknown legal status', () => {
    const result = validateInput(
      ambassadorProfileSchema,
      { ...good, iban: 'FR76 3000 6000 0112 3456 7890 188', legalStatus: 'charity' },
      'fr',
    )
    expect(result.ok || result.errors).toEqual([
      { field: 'iban', code: 'iban', message: 'L’IBAN n’est pas valide' },
      { field: 'legalStatus', code: 'one_of', message: 'Le statut juridique n’est pas valide' },
    ])
  })

  it('passes the masked IBAN on file left as shown, and only that one', () => {
    const onFile = (iban: string) =>
      validateInput(
        (locale) => ambassadorProfileSchema(locale, { maskedIbanOnFile: 'FR76 •••• 0189' }),
        { ...good, iban },
        'fr',
      )
    expect(onFile('FR76 •••• 0189').ok).toBe(true)
    expect(onFile(' FR76 •••• 0189 ').ok).toBe(true)
    const other = onFile('FR76 •••• 0188')
    expect(other.ok || other.errors).toEqual([
      { field: 'iban', code: 'iban', message: 'L’IBAN n’est pas valide' },
    ])
    expect(
      validateInput(ambassadorProfileSchema, { ...good, iban: 'FR76 •••• 0189' }, 'en').ok,
    ).toBe(false)
  })

  it('asks for the current password to change the payout account, and only then', () => {
    const withFile = (input: Record<string, unknown>) =>
      validateInput(
        (locale) => ambassadorProfileSchema(locale, { maskedIbanOnFile: 'FR76 •••• 0189' }),
        input,
        'fr',
      )
    const { currentPassword: _unused, ...withoutPassword } = good
    const required = [
      { field: 'currentPassword', code: 'required', message: 'Ce champ est obligatoire' },
    ]
    const changed = withFile(withoutPassword)
    expect(changed.ok || changed.errors).toEqual(required)
    const removed = withFile({ ...withoutPassword, iban: '' })
    expect(removed.ok || removed.errors).toEqual(required)
    expect(withFile({ ...withoutPassword, iban: 'FR76 •••• 0189' }).ok).toBe(true)
    expect(withFile({ ...withoutPassword, iban: undefined }).ok).toBe(true)
    expect(validateInput(ambassadorProfileSchema, { ...withoutPassword, iban: '' }, 'en').ok).toBe(
      true,
    )
    const first = validateInput(ambassadorProfileSchema, withoutPassword, 'en')
    expect(first.ok || first.errors.map((error) => error.field)).toEqual(['currentPassword'])
  })

  it('refuses a display name with invisible direction controls, in the caller’s language', () => {
    const result = validateInput(
      ambassadorProfileSchema,
      { ...good, displayName: 'Nina \u202Eeton' },
      'fr',
    )
    expect(result.ok || result.errors).toEqual([
      {
        field: 'displayName',
        code: 'text_direction_controls',
        message:
          'Le nom public ne doit pas contenir de caractères invisibles qui inversent le texte',
      },
    ])
  })
})
