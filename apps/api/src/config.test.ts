import { describe, expect, it } from 'vitest'

import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('fills the defaults from PORT', () => {
    const config = loadConfig({ PORT: '4100' })
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:4100',
      ambassadorUrl: 'http://ambassador.localhost:4100',
      logLevel: 'info',
      nodeEnv: 'development',
      production: false,
      trustProxy: false,
    })
    expect(config.dataDir).toMatch(/apps\/api\/var\/data$/)
    expect(config.mailDir).toMatch(/apps\/api\/var\/mail$/)
  })

  it('reads TRUST_PROXY as a flag or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
  })

  it('defaults to port 3000 and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    })
  })

  it('normalises origins and keeps absolute folders', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example.com/',
      AMBASSADOR_URL: 'https://partners.example.com',
      DATA_DIR: '/srv/comptoir/data',
      NODE_ENV: 'production',
    })
    expect(config).toMatchObject({
      publicUrl: 'https://shop.example.com',
      ambassadorUrl: 'https://partners.example.com',
      dataDir: '/srv/comptoir/data',
      production: true,
    })
  })

  it('lists every bad value with what is expected', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        REDIS_URL: 'not a url',
        PUBLIC_URL: 'https://shop.example.com/fr',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        TRUST_PROXY: 'yes',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain('PORT must be a number')
    expect(problems).toContain('DATABASE_URL must start with postgres:// or postgresql://')
    expect(problems).toContain('REDIS_URL must be a URL such as redis://127.0.0.1:6379')
    expect(problems).toContain('PUBLIC_URL must be an origin without a path')
    expect(problems).toContain('SMTP_URL must start with smtp:// or smtps://')
    expect(problems).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
    expect(problems).toContain('NODE_ENV must be development, production or test')
    expect(problems).toContain('TRUST_PROXY must be true, false or a number of proxy hops')
  })
})
