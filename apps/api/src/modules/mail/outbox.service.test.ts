import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openTestDatabase, silentLogger, type TestDatabase } from '../../../test/database'
import { mailOutbox } from '../../db/schema'
import { createFileTransport, type MailMessage, type MailTransport } from './mail-transport'
import { createMailDispatcher, enqueueMail } from './outbox.service'
import { passwordResetMail } from './templates'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

describe('the mail outbox', () => {
  it('sends each message once, and retries a failed one on the next round', async () => {
    const { db } = database.handle
    const sent: MailMessage[] = []
    let failNext = true
    const transport: MailTransport = {
      send(message) {
        if (failNext) {
          failNext = false
          return Promise.reject(new Error('SMTP down'))
        }
        sent.push(message)
        return Promise.resolve()
      },
      close: () => undefined,
    }
    const dispatcher = createMailDispatcher(db, transport, silentLogger, 60_000)
    await enqueueMail(
      db,
      passwordResetMail('a@example.test', 'Ann', 'http://shop.test/reset-pwd?token=t', 'en'),
    )
    await dispatcher.flush()
    expect(sent).toHaveLength(0)
    const [failed] = await db.select().from(mailOutbox)
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP down', sentAt: null })
    await Promise.all([dispatcher.flush(), dispatcher.flush()])
    await dispatcher.flush()
    expect(sent.map((message) => message.to)).toEqual(['a@example.test'])
    const [delivered] = await db.select().from(mailOutbox)
    expect(delivered?.sentAt).toBeInstanceOf(Date)
    expect(delivered).toMatchObject({ text: '', html: '', link: null })
    await dispatcher.stop()
  })
})

describe('the file transport', () => {
  async function sendReset(logLinks: boolean) {
    const folder = await mkdtemp(join(tmpdir(), 'comptoir-eml-'))
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const transport = createFileTransport(folder, logger, { logLinks })
    const mail = passwordResetMail(
      'b@example.test',
      'Béa',
      'http://shop.test/reset-pwd?token=xyz',
      'fr',
    )
    await transport.send({ ...mail, id: 'm1', link: mail.link ?? null })
    transport.close()
    return { folder, log: lines.join('') }
  }

  it('writes an .eml file and, in development, logs the link', async () => {
    const { folder, log } = await sendReset(true)
    const [file] = await readdir(folder)
    expect(file).toMatch(/password-reset-m1\.eml$/)
    const content = await readFile(join(folder, file!), 'utf8')
    expect(content).toContain('To: b@example.test')
    expect(content).toMatch(/Subject: =\?UTF-8\?|Subject: R/)
    expect(log).toContain('http://shop.test/reset-pwd?token=xyz')
  })

  it('writes into its folder even when the folder was removed since the last message', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'comptoir-eml-'))
    const transport = createFileTransport(join(folder, 'mail'), silentLogger, { logLinks: false })
    const mail = passwordResetMail(
      'c@example.test',
      'Cé',
      'http://shop.test/reset-pwd?token=t',
      'en',
    )
    await transport.send({ ...mail, id: 'm1', link: mail.link ?? null })
    await rm(join(folder, 'mail'), { recursive: true })
    await transport.send({ ...mail, id: 'm2', link: mail.link ?? null })
    transport.close()
    const files = await readdir(join(folder, 'mail'))
    expect(files).toEqual([expect.stringMatching(/password-reset-m2\.eml$/) as string])
  })

  it('never logs a link holding a token in production', async () => {
    const { log } = await sendReset(false)
    expect(log).toContain('e-mail written to a file')
    expect(log).not.toContain('xyz')
  })
})
