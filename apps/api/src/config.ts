import { isAbsolute, resolve } from 'node:path'

import { z } from 'zod'

import {
  commerceConfig,
  commerceProblems,
  commerceVariables,
  type CommerceConfig,
} from './config-commerce'
import { staffSecretKey, staffSecretVariables, type StaffSecretKey } from './config-staff-secret'
import { apiRoot } from './paths'

/** Settings of one API process, read from the environment. */
export interface Config {
  port: number
  host: string
  /** PostgreSQL connection string; without it the embedded database in `dataDir` is used. */
  databaseUrl: string | null
  redisUrl: string | null
  /** Origin of the shop (e-mail links, CORS, the main host of the static apps). */
  publicUrl: string
  /** Origin of the ambassador portal (e-mail links, CORS, the ambassador host). */
  ambassadorUrl: string
  /** Origin of the back office (invitation links, CORS, the admin host). */
  adminUrl: string
  smtpUrl: string | null
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  nodeEnv: 'development' | 'production' | 'test'
  /** True in production: no introspection, no field suggestions, static apps served. */
  production: boolean
  dataDir: string
  mailDir: string
  /** Proxies in front of the API whose X-Forwarded-For is believed: none (false), all (true) or a hop count. */
  trustProxy: boolean | number
  /** HTTP requests per client address per minute. */
  requestsPerMinute: number
  /** PostgreSQL connections this process may open. */
  databasePoolSize: number
  /** Port of the separate `/metrics` listener; null serves no metrics on a port of their own. */
  metricsPort: number | null
  /** Bearer token that opens `/metrics` on the main port; null keeps it closed there. */
  metricsToken: string | null
  /** Card payments through Stripe; null offers the test card and bank transfer only. */
  stripe: StripeConfig | null
  /** Bank transfer details, how long unpaid orders hold their items, how often one may order. */
  commerce: CommerceConfig
  /** Hours during which no payout goes to an IBAN that was just set or changed. */
  payoutAccountHoldHours: number
  /** Seals the staff's TOTP secrets in the database (STAFF_SECRET_KEY, or the local demo's). */
  staffSecretKey: StaffSecretKey
}

/** Stripe's keys, all three or none, and where its SDK sends requests. */
export interface StripeConfig {
  secretKey: string
  /** Handed to the shop at run time, with each payment to confirm. */
  publishableKey: string
  /** Verifies the signature of the webhook's events. */
  webhookSecret: string
  /** Origin of Stripe's API (default https://api.stripe.com); another one is a stand-in. */
  apiBase: URL | null
}

/** Thrown when the environment holds bad values; `problems` has one line per variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const empty = (value: unknown) => (value === '' ? undefined : value)

function urlWithProtocols(protocols: string[], example: string) {
  return z.preprocess(
    empty,
    z
      .string()
      .refine((value) => URL.canParse(value), { message: `must be a URL such as ${example}` })
      .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
        message: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
      })
      .optional(),
  )
}

const origin = z.preprocess(
  empty,
  z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) origin such as https://shop.example.com',
    })
    .refine((value) => !URL.canParse(value) || ['', '/'].includes(new URL(value).pathname), {
      message: 'must be an origin without a path',
    })
    .optional(),
)

function stripeKey(prefixes: string[], example: string) {
  return z.preprocess(
    empty,
    z
      .string()
      .refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
        message: `must be a Stripe key such as ${example}`,
      })
      .optional(),
  )
}

const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const

const schema = z.object({
  PORT: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(empty, z.string().default('localhost')),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  PUBLIC_URL: origin,
  AMBASSADOR_URL: origin,
  ADMIN_URL: origin,
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  LOG_LEVEL: z.preprocess(
    empty,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  NODE_ENV: z.preprocess(
    empty,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
  ),
  TRUST_PROXY: z.preprocess(
    empty,
    z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be true, false or a number of proxy hops')
      .default('false'),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(1200),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(10),
  ),
  METRICS_PORT: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    empty,
    z.string().min(24, 'must be at least 24 characters (a random secret)').optional(),
  ),
  STRIPE_SECRET_KEY: stripeKey(['sk_', 'rk_'], 'sk_live_…'),
  STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_'], 'pk_live_…'),
  STRIPE_WEBHOOK_SECRET: stripeKey(['whsec_'], 'whsec_…'),
  STRIPE_API_BASE: urlWithProtocols(['https:', 'http:'], 'https://api.stripe.com'),
  ...commerceVariables,
  PAYOUT_ACCOUNT_HOLD_HOURS: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 720')
      .max(720, 'must be between 0 and 720')
      .default(72),
  ),
  ...staffSecretVariables,
  DATA_DIR: z.preprocess(empty, z.string().default('var/data')),
  MAIL_DIR: z.preprocess(empty, z.string().default('var/mail')),
})

/** Every environment variable the API reads: README.md documents each, and turbo passes each on. */
export const configVariables = Object.keys(schema.shape)

function folder(path: string): string {
  return isAbsolute(path) ? path : resolve(apiRoot, path)
}

/**
 * Reads and validates the configuration. Relative folders are resolved against the api package.
 *
 * @throws ConfigError listing every bad variable with what is expected
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    )
  }
  const values = parsed.data
  const stripeSet = stripeVariables.filter((name) => values[name] !== undefined)
  if (stripeSet.length > 0 && stripeSet.length < stripeVariables.length) {
    // Half a Stripe configuration would take orders that no webhook can ever mark paid.
    throw new ConfigError(
      stripeVariables
        .filter((name) => values[name] === undefined)
        .map((name) => `${name} must be set too: Stripe needs all three keys, or none`),
    )
  }
  const commerceIssues = commerceProblems(values)
  if (commerceIssues.length > 0) throw new ConfigError(commerceIssues)
  const adminUrl = new URL(values.ADMIN_URL ?? `http://admin.localhost:${values.PORT}`).origin
  const secretKey = staffSecretKey(values.STAFF_SECRET_KEY, adminUrl)
  if ('problem' in secretKey) throw new ConfigError([secretKey.problem])
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    redisUrl: values.REDIS_URL ?? null,
    publicUrl: new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).origin,
    ambassadorUrl: new URL(values.AMBASSADOR_URL ?? `http://ambassador.localhost:${values.PORT}`)
      .origin,
    adminUrl,
    smtpUrl: values.SMTP_URL ?? null,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    production: values.NODE_ENV === 'production',
    dataDir: folder(values.DATA_DIR),
    mailDir: folder(values.MAIL_DIR),
    trustProxy: /^\d+$/.test(values.TRUST_PROXY)
      ? Number(values.TRUST_PROXY)
      : values.TRUST_PROXY === 'true',
    requestsPerMinute: values.RATE_LIMIT_PER_MINUTE,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    metricsPort: values.METRICS_PORT ?? null,
    metricsToken: values.METRICS_TOKEN ?? null,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : null,
          }
        : null,
    commerce: commerceConfig(values),
    payoutAccountHoldHours: values.PAYOUT_ACCOUNT_HOLD_HOURS,
    staffSecretKey: secretKey,
  }
}
