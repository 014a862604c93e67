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
    serializers: {
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
