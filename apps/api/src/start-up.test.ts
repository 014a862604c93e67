import { createServer, connect, type Server, type Socket } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../test/database'
import { answersOk, eventually, freePort, logLines, spawnServer } from '../test/processes'

const databaseUrl = process.env.DATABASE_URL

/**
 * A TCP relay to PostgreSQL that cuts every connection as soon as the client sends a message
 * containing `trigger`: the database "drops" in the middle of what the server is doing.
 */
async function droppingRelay(target: URL, trigger: string) {
  const sockets = new Set<Socket>()
  let dropped = 0
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    sockets.add(client).add(upstream)
    const cut = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes(trigger)) {
        dropped += 1
        cut()
        return
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => client.write(chunk))
    client.on('error', cut)
    upstream.on('error', cut)
    client.on('close', cut)
    upstream.on('close', cut)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = new URL(target)
  url.host = `127.0.0.1:${String(port)}`
  return {
    url: url.toString(),
    dropped: () => dropped,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => {
          resolve()
        })
      }),
  }
}

/*
 * Decision: without its database the server cannot serve anything, so it does not wait: it
 * writes one fatal JSON line and exits with status 1, and its supervisor (compose's restart
 * policy, systemd) starts it again. Without Redis it starts and keeps trying in the background:
 * alive, with limits counted in the process until Redis answers.
 */
describe('start-up without its services', { timeout: 120_000 }, () => {
  it('exits with status 1 and one fatal line when PostgreSQL is unreachable', async () => {
    const server = await spawnServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${String(await freePort())}/comptoir`,
    })
    expect(await server.exited).toBe(1)
    expect(logLines(server, 60)).toEqual([
      expect.objectContaining({ msg: 'the server could not start' }),
    ])
    expect(server.stderr.join('')).toBe('')
  })

  describe.skipIf(!databaseUrl && process.env.CI !== 'true')(
    'PostgreSQL dropping during start-up (needs DATABASE_URL)',
    () => {
      let database: TestDatabase

      beforeAll(async () => {
        database = await openTestDatabase()
      })

      afterAll(async () => {
        await database.drop()
      })

      it('exits with status 1 and one fatal line, not an unhandled error event', async () => {
        // Every connection is cut when the migrator opens its transaction, on a checked-out client.
        const relay = await droppingRelay(new URL(database.url ?? ''), 'begin')
        try {
          const server = await spawnServer({ DATABASE_URL: relay.url })
          expect(await server.exited).toBe(1)
          expect(relay.dropped()).toBeGreaterThan(0)
          expect(logLines(server, 60)).toEqual([
            expect.objectContaining({ msg: 'the server could not start' }),
          ])
          expect(server.stderr.join('')).toBe('')
        } finally {
          await relay.close()
        }
      })
    },
  )

  it('starts alive without Redis, keeps retrying it, and stops cleanly', async () => {
    const database = databaseUrl ? await openTestDatabase() : null
    const server = await spawnServer({
      REDIS_URL: `redis://127.0.0.1:${String(await freePort())}`,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    })
    onTestFinished(() => database?.drop())
    try {
      await eventually(() => answersOk(`${server.origin}/healthz`), 90_000)
      expect(server.child.exitCode).toBeNull()
      expect(logLines(server, 60)).toEqual([])
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await server.exited).toBe(0)
    expect(server.stderr.join('')).toBe('')
  })
})
