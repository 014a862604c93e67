import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { ConfigError, loadConfig } from './config'
import { demoStaffSecretKey } from './config-staff-secret'

const production = { NODE_ENV: 'production', ADMIN_URL: 'https://admin.shop.example' }

describe('STAFF_SECRET_KEY', () => {
  it('takes 32 bytes in hex, base64 or base64url', () => {
    const key = randomBytes(32)
    for (const written of [
      key.toString('hex'),
      key.toString('base64'),
      key.toString('base64url'),
      key.toString('hex').toUpperCase(),
    ]) {
      expect(loadConfig({ ...production, STAFF_SECRET_KEY: written }).staffSecretKey).toEqual({
        key,
        demo: false,
      })
    }
  })

  it('refuses a key of another length or an unreadable one, saying what it expects', () => {
    for (const written of [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      'not a key',
    ]) {
      expect(() => loadConfig({ ...production, STAFF_SECRET_KEY: written })).toThrow(
        /STAFF_SECRET_KEY must be 32 random bytes in base64 or hex/,
      )
    }
  })

  it('is required when the back office is on a real host, in production as elsewhere', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError)
    expect(() => loadConfig(production)).toThrow(
      /STAFF_SECRET_KEY must be set when the back office is served on a real host \(ADMIN_URL https:\/\/admin\.shop\.example\)/,
    )
    expect(() => loadConfig({ ADMIN_URL: 'https://admin.shop.example' })).toThrow(
      /STAFF_SECRET_KEY must be set/,
    )
  })

  it('falls back to the public demo key only where the back office is local, as with npm start', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', ADMIN_URL: 'http://admin.localhost:4000' },
      { NODE_ENV: 'development', ADMIN_URL: 'http://127.0.0.1:3000' },
    ]) {
      expect(loadConfig(env).staffSecretKey).toEqual({ key: demoStaffSecretKey, demo: true })
    }
    const key = randomBytes(32)
    expect(
      loadConfig({ NODE_ENV: 'production', STAFF_SECRET_KEY: key.toString('hex') }).staffSecretKey,
    ).toEqual({ key, demo: false })
  })
})
