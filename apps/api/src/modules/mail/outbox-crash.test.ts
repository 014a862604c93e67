import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { openTestDatabase, silentLogger, type TestDatabase } from '../../../test/database'
import { mailOutbox } from '../../db/schema'
import type { MailMessage, MailTransport } from './mail-transport'
import { createMailDispatcher, enqueueMail } from './outbox.service'
import { passwordResetMail } from './templates'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.handle.db.delete(mailOutbox)
})

/** What reached the mail server, whichever process handed it over. */
const delivered: MailMessage[] = []

function recordingTransport(): MailTransport {
  return {
    send(message) {
      delivered.push(message)
      return Promise.resolve()
    },
    close: () => undefined,
  }
}

/** A process that dies inside `send`: the call never returns, nothing after it runs. */
function dyingTransport(options: {
  deliversFirst: boolean
}): MailTransport & { entered: Promise<void> } {
  let entered: () => void = () => undefined
  return {
    entered: new Promise<void>((resolve) => {
      entered = resolve
    }),
    send(message) {
      if (options.deliversFirst) delivered.push(message)
      entered()
      return new Promise<void>(() => undefined)
    },
    close: () => undefined,
  }
}

const afterTheLock = () => new Date(Date.now() + 61_000)

async function enqueue(to: string) {
  await enqueueMail(
    database.handle.db,
    passwordResetMail(to, 'Ann', 'http://shop.test/reset-pwd?token=t', 'en'),
  )
}

describe('an e-mail whose process crashed', () => {
  beforeEach(() => {
    delivered.length = 0
  })

  it('committed but not sent yet: the next process sends it once', async () => {
    await enqueue('committed@example.test')
    const restarted = createMailDispatcher(database.handle.db, recordingTransport(), silentLogger)
    await restarted.flush()
    await restarted.flush()
    await restarted.stop()
    expect(delivered.map((message) => message.to)).toEqual(['committed@example.test'])
  })

  it('claimed, then the process died while sending: sent once after its lock', async () => {
    await enqueue('claimed@example.test')
    const dying = dyingTransport({ deliversFirst: false })
    void createMailDispatcher(database.handle.db, dying, silentLogger).flush()
    await dying.entered
    // Still held by the process that claimed it: another instance does not take it meanwhile.
    const early = createMailDispatcher(database.handle.db, recordingTransport(), silentLogger)
    await early.flush()
    await early.stop()
    expect(delivered).toEqual([])
    const restarted = createMailDispatcher(
      database.handle.db,
      recordingTransport(),
      silentLogger,
      60_000,
      afterTheLock,
    )
    await restarted.flush()
    await restarted.flush()
    await restarted.stop()
    expect(delivered.map((message) => message.to)).toEqual(['claimed@example.test'])
    const [row] = await database.handle.db.select().from(mailOutbox)
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('sent, but recording it failed: not sent again, recorded on the next round', async () => {
    const { db } = database.handle
    await enqueue('recorded@example.test')
    // The database refuses to record the sending while the transport hands the message over.
    const transport: MailTransport = {
      async send(message) {
        delivered.push(message)
        await db.execute(
          sql`alter table mail_outbox add constraint refuse_sent check (sent_at is null) not valid`,
        )
      },
      close: () => undefined,
    }
    const dispatcher = createMailDispatcher(db, transport, silentLogger, 60_000, afterTheLock)
    await dispatcher.flush()
    await db.execute(sql`alter table mail_outbox drop constraint refuse_sent`)
    await dispatcher.flush()
    await dispatcher.flush()
    await dispatcher.stop()
    expect(delivered.map((message) => message.to)).toEqual(['recorded@example.test'])
    const [row] = await db.select().from(mailOutbox)
    expect(row?.sentAt).toBeInstanceOf(Date)
  })
})
