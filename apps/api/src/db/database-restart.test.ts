import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { graphql } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../test/app'

const databaseUrl = process.env.DATABASE_URL
const localDatabase =
  databaseUrl !== undefined &&
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(databaseUrl).hostname)
const canRestart = localDatabase && existsSync('/usr/bin/pg_ctlcluster')

/** The local cluster serving DATABASE_URL's port, as pg_lsclusters lists it: [version, name]. */
function clusterOf(url: string): [string, string] {
  const port = new URL(url).port || '5432'
  const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((columns) => columns[2] === port)
  if (!line?.[0] || !line[1]) throw new Error(`no local cluster on port ${port}`)
  return [line[0], line[1]]
}

function cluster(action: 'stop' | 'start', [version, name]: [string, string]) {
  execFileSync('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version,
    name,
    action,
    ...(action === 'stop' ? ['-m', 'fast'] : []),
  ])
}

const categoriesQuery = graphql(`
  query Categories {
    categories {
      slug
    }
  }
`)

/** The same fields in a document of its own: never answered from the catalogue cache before. */
const uncachedCategoriesQuery = graphql(`
  query CategoriesDuringOutage {
    categories {
      slug
    }
  }
`)

const query = JSON.stringify({ query: print(categoriesQuery) })
const uncachedQuery = JSON.stringify({ query: print(uncachedCategoriesQuery) })

describe('a PostgreSQL restart while the API runs', () => {
  let api: TestApp

  beforeAll(async () => {
    if (canRestart) api = await startTestApp()
  })

  afterAll(async () => {
    if (canRestart) await api.close()
  })

  const ask = (payload = query) =>
    api.app.fastify.inject({
      method: 'POST',
      url: '/gql/public',
      headers: { 'content-type': 'application/json' },
      payload,
    })
  const ready = async () => (await api.app.fastify.inject({ url: '/readyz' })).statusCode

  it.runIf(canRestart)(
    'does not crash the process and recovers by itself (needs DATABASE_URL on localhost and pg_ctlcluster; skipped otherwise)',
    async () => {
      const target = clusterOf(databaseUrl!)
      expect((await ask()).json()).toEqual({ data: { categories: [] } })
      cluster('stop', target)
      try {
        expect(await ready()).toBe(503)
        const during = await ask(uncachedQuery)
        expect(during.json()).toMatchObject({ errors: [{ message: 'Unexpected error.' }] })
        // What the catalogue cache holds is still answered while the database is away.
        expect((await ask()).json()).toEqual({ data: { categories: [] } })
      } finally {
        cluster('start', target)
      }
      const deadline = Date.now() + 30_000
      while ((await ready()) !== 200) {
        if (Date.now() > deadline) throw new Error('not ready 30 s after the restart')
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect((await ask()).json()).toEqual({ data: { categories: [] } })
    },
    60_000,
  )
})
