import { describe, expect, it } from 'vitest'

import { startTestApp } from '../../../test/app'
import { ConfigError, loadConfig } from '../../config'
import { silentLogger } from '../../../test/database'
import { paymentSetup } from './payment-setup'

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
}

describe('payment providers of a configuration', () => {
  it('runs offline on the test card and bank transfer without Stripe keys', () => {
    const setup = paymentSetup(loadConfig({}), silentLogger)
    expect(setup.providers.map((provider) => provider.id)).toEqual(['test-card', 'bank-transfer'])
    expect(setup.stripe).toBeNull()
  })

  it('serves no webhook and lets no Stripe script run when Stripe is not configured', async () => {
    const api = await startTestApp()
    try {
      const response = await api.app.fastify.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      })
      expect(response.statusCode).toBe(404)
      expect(String(response.headers['content-security-policy'])).not.toContain('stripe')
    } finally {
      await api.close()
    }
  })

  it('takes cards through Stripe (and no longer the test card) with the three keys', () => {
    const config = loadConfig({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' })
    expect(config.stripe).toMatchObject({
      publishableKey: 'pk_test_123',
      apiBase: new URL('http://127.0.0.1:12111'),
    })
    const setup = paymentSetup(config, silentLogger)
    expect(setup.providers.map((provider) => provider.id)).toEqual(['stripe', 'bank-transfer'])
    expect(setup.stripe).not.toBeNull()
  })

  it('refuses half a Stripe configuration and keys of the wrong kind, naming each variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(ConfigError)
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_PUBLISHABLE_KEY must be set too: Stripe needs all three keys, or none',
        'STRIPE_WEBHOOK_SECRET must be set too: Stripe needs all three keys, or none',
      ])
    }
    expect(() => loadConfig({ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be a Stripe key such as pk_live_/,
    )
  })
})
