import pino, { type Logger, type LoggerOptions } from 'pino'

import type { Config } from './config'

/** Paths never written to the logs: credentials, tokens and passwords, wherever they appear. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordConfirmation',
  '*.token',
  '*.authorization',
  '*.Authorization',
  'variables.input.password',
  'variables.input.newPassword',
  'variables.input.currentPassword',
  'variables.input.token',
]

/** A failed query's message ends with its bound parameters (e-mails, password hashes): cut them. */
export function withoutQueryParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
}

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown }

/**
 * Pino's error serializer without what database errors carry of the data: the bound parameters
 * (in `params` and in the message and stack), and the driver's `detail` (`Key (email)=(…)`),
 * through the whole `cause` chain.
 */
function scrubError(serialized: SerializedError): SerializedError {
  const clean: SerializedError = { ...serialized }
  delete clean.params
  delete clean.parameters
  delete clean.detail
  if (typeof clean.message === 'string') clean.message = withoutQueryParameters(clean.message)
  if (typeof clean.stack === 'string') clean.stack = withoutQueryParameters(clean.stack)
  if (typeof clean.cause === 'object' && clean.cause !== null) {
    clean.cause = scrubError(clean.cause as SerializedError)
  }
  return clean
}

/** Strips the query string, which may hold a reset token or GraphQL variables. */
function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0]
}

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  hostname?: string
  ip?: string
}

/** The pino options of the process: level from the config, secrets redacted, URLs without queries. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? withoutQueryParameters(arg) : arg,
        )
        method.apply(this, scrubbed as Parameters<typeof method>)
      },
    },
    serializers: {
      err: (error: Error) => scrubError(pino.stdSerializers.err(error)),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: pathOnly(request.url),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip,
      }),
    },
  }
}

/** Creates the process logger (JSON lines on stdout). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(loggerOptions(config))
}
