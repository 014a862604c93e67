// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { fieldLabel } from './labels'
import { formatMessage, messageCatalogue } from './messages'

describe('messages', () => {
  it('says a required field is required, in both languages', () => {
    expect(formatMessage('required', 'E-mail address', 'en')).toBe('This field is required')
    expect(formatMessage('required', 'Adresse e-mail', 'fr')).toBe('Ce champ est obligatoire')
  })

  it('says any other failing field is not valid, quoting its label in the active language', () => {
    expect(formatMessage('email', fieldLabel('email', 'en'), 'en')).toBe(
      'E-mail address is not valid',
    )
    expect(formatMessage('email', fieldLabel('email', 'fr'), 'fr')).toBe(
      'L’adresse e-mail n’est pas valide',
    )
    for (const code of ['min', 'max', 'regex', 'numeric', 'iban', 'postal_code'] as const) {
      expect(formatMessage(code, 'Code postal', 'fr')).toBe('Le code postal n’est pas valide')
      expect(formatMessage(code, 'Postal code', 'en')).toBe('Postal code is not valid')
    }
  })

  it('gives a French field its article and its verb its number, and quotes an unknown label', () => {
    expect(formatMessage('regex', fieldLabel('cardNumber', 'fr'), 'fr')).toBe(
      'Le numéro de carte n’est pas valide',
    )
    expect(formatMessage('url', fieldLabel('socialLinks', 'fr'), 'fr')).toBe(
      'Les réseaux sociaux ne sont pas valides',
    )
    expect(formatMessage('min', 'Quantité', 'fr')).toBe(
      'Le champ «\u00a0Quantité\u00a0» n’est pas valide',
    )
  })

  it('writes French with curly apostrophes only', () => {
    for (const message of Object.values(messageCatalogue.fr)) expect(message).not.toContain("'")
  })

  it('has its own words for password strength and date order', () => {
    expect(formatMessage('password_too_common', 'Password', 'en')).toBe(
      'This password is too common',
    )
    expect(formatMessage('password_too_common', 'Mot de passe', 'fr')).toBe(
      'Ce mot de passe est trop courant',
    )
    expect(formatMessage('end_before_start', 'Date de fin', 'fr')).toBe(
      'La date de fin doit être postérieure à la date de début',
    )
  })

  it('says why a name or a code is refused, in both languages', () => {
    expect(formatMessage('text_direction_controls', 'Display name', 'en')).toBe(
      'Display name must not contain invisible characters that turn text around',
    )
    expect(formatMessage('text_direction_controls', 'Nom public', 'fr')).toBe(
      'Le nom public ne doit pas contenir de caractères invisibles qui inversent le texte',
    )
    expect(formatMessage('code_reserved', 'Code', 'en')).toBe(
      'This code is reserved by the shop: choose another one',
    )
    expect(formatMessage('code_reserved', 'Code', 'fr')).toBe(
      'Ce code est réservé par la boutique\u00a0: choisissez-en un autre',
    )
  })
})
