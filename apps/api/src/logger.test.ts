import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from './logger'

function capture() {
  const lines: string[] = []
  const logger = pino(loggerOptions({ logLevel: 'info' }), {
    write: (line: string) => lines.push(line),
  })
  return { logger, output: () => lines.join('') }
}

describe('the process logger', () => {
  it('redacts credentials, tokens and passwords', () => {
    const { logger, output } = capture()
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer secret-token', cookie: 'apollo:public.token=abc' },
        },
        variables: {
          input: { email: 'a@b.test', password: 'hunter2-hunter2', token: 'reset-token' },
        },
        user: { password: 'pw-in-object' },
      },
      'request',
    )
    const text = output()
    for (const secret of [
      'secret-token',
      'apollo:public.token=abc',
      'hunter2-hunter2',
      'reset-token',
      'pw-in-object',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('[redacted]')
    expect(text).toContain('a@b.test')
  })

  it('logs request URLs without their query string', () => {
    const { logger, output } = capture()
    logger.info(
      { req: { method: 'GET', url: '/reset-pwd?token=abc123', ip: '1.2.3.4' } },
      'incoming',
    )
    expect(output()).toContain('"url":"/reset-pwd"')
    expect(output()).not.toContain('abc123')
  })

  it('logs no bound parameter of a failed query, in the message, the error or its cause', () => {
    const { logger, output } = capture()
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g'
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(camille@example.test) already exists.',
    })
    const failed = Object.assign(
      new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)
params: camille@example.test,${hash}`),
      { params: ['camille@example.test', hash], cause },
    )
    logger.error({ err: failed }, failed.message)
    const text = output()
    expect(text).toContain('Failed query: insert into')
    expect(text).not.toContain('camille@example.test')
    expect(text).not.toContain('argon2id')
  })
})
