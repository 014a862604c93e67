import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { graphql, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import { createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'

import { openTestDatabase, silentLogger, type TestDatabase } from '../test/database'
import { testConfig } from '../test/app'
import { apiRoot } from './paths'
import { startServer, type RunningServer } from './server'

const catalogueQuery = graphql(`
  query Catalogue {
    products(first: 1) {
      totalCount
    }
    faq {
      key
    }
  }
`)

const categoriesQuery = graphql(`
  query Categories {
    categories {
      slug
    }
  }
`)

let database: TestDatabase
let dataDir: string

beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = await mkdtemp(join(tmpdir(), 'comptoir-data-'))
})

afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

async function start(env: Record<string, string>): Promise<RunningServer> {
  const config = await testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  })
  return startServer(config, silentLogger)
}

describe('startServer', () => {
  // Starting a server migrates and seeds a database: slow on a loaded machine.
  it('migrates and seeds an empty database, serves the placeholder page and /gql/public, then stops gracefully', async () => {
    const server = await start({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3999' })
    const address = server.address
    try {
      const home = await fetch(`${address}/`, { headers: { host: 'localhost:3999' } })
      expect(home.status).toBe(200)
      expect(home.headers.get('content-type')).toContain('text/html')
      const response = await fetch(`${address}/gql/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(catalogueQuery) }),
      })
      const body = (await response.json()) as { data: ResultOf<typeof catalogueQuery> }
      expect(body.data.products.totalCount).toBeGreaterThanOrEqual(30)
      expect(body.data.faq.length).toBeGreaterThanOrEqual(3)
    } catch (error) {
      await server.stop()
      throw error
    }

    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const original = server.app.services.catalog.listCategories
    vi.spyOn(server.app.services.catalog, 'listCategories').mockImplementation(async (locale) => {
      await gate
      return original(locale)
    })
    const closeCode = new Promise<number>((resolve) => {
      const client = createClient({
        url: `${address.replace('http', 'ws')}/gql/public`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: false,
        on: {
          closed: (event) => {
            resolve((event as { code: number }).code)
            void client.dispose()
          },
        },
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const inFlight = fetch(`${address}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(categoriesQuery) }),
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = server.stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    expect((await inFlight).status).toBe(200)
    expect(await closeCode).toBe(1001)
    await stopped
    await expect(fetch(`${address}/healthz`)).rejects.toThrow()
  }, 90_000)
})

describe('the process', () => {
  // A real process starts, migrates and listens: slow on a loaded machine.
  it('starts from main.ts on the existing database and exits cleanly on SIGTERM', async () => {
    const env = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      MAIL_DIR: join(dataDir, 'mail'),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env })
    let output = ''
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no start within 30 s:\n${output}`))
      }, 30_000)
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /"listening":"(http:\/\/[^"]+)"/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      child.on('exit', (code) => {
        reject(new Error(`exited with ${code}:\n${output}`))
      })
    })
    expect((await fetch(`${address}/readyz`)).status).toBe(200)
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('"msg":"shutting down"')
    expect(output).not.toMatch(/authorization|password_hash/i)
  }, 90_000)
})
