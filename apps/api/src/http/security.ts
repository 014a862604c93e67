import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

import { csrfHeaders } from '../graphql/endpoint'

export interface HttpSecurityOptions {
  publicUrl: string
  ambassadorUrl: string
  /** Origin of the back office, when it is served. */
  adminUrl?: string
  production: boolean
  /** Requests per client address per minute, all routes together. */
  requestsPerMinute: number
  redis: Redis | null
  redisKeyPrefix: string
  /** Let Stripe.js and its card form (Payment Element) run on the shop's pages. */
  stripe?: boolean
}

const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws')

/** Allowed browser origins: the two configured ones, plus loopback origins outside production. */
export function originPolicy(
  options: Pick<HttpSecurityOptions, 'publicUrl' | 'ambassadorUrl' | 'adminUrl' | 'production'>,
) {
  const allowed = new Set([options.publicUrl, options.ambassadorUrl, options.adminUrl])
  const loopback = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i
  return (origin: string) => allowed.has(origin) || (!options.production && loopback.test(origin))
}

/** Security headers, CORS limited to the shop and portal origins, and per-address rate limiting. */
export async function registerHttpSecurity(app: FastifyInstance, options: HttpSecurityOptions) {
  const https = options.publicUrl.startsWith('https:')
  const origins = [
    options.publicUrl,
    options.ambassadorUrl,
    ...(options.adminUrl ? [options.adminUrl] : []),
  ]
  // The origins Stripe documents for Stripe.js: its script, its frames (card form, 3-D Secure), its API.
  const stripe = options.stripe
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
        img: ['https://*.stripe.com'],
      }
    : { script: [], frame: [], connect: [], img: [] }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        ...(options.stripe ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins, ...stripe.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...origins, ...origins.map(socketOrigin), ...stripe.connect],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  })
  const isAllowed = originPolicy(options)
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && isAllowed(origin))
    },
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'accept', 'accept-language', ...csrfHeaders],
    maxAge: 600,
  })
  await app.register(rateLimit, {
    global: true,
    max: options.requestsPerMinute,
    timeWindow: 60_000,
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${options.redisKeyPrefix}http-rl:` }
      : {}),
    skipOnError: true,
  })
}
