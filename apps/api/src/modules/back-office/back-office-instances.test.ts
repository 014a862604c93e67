import { graphql } from '@comptoir/gql-client/admin-graphql'
import type { TadaDocumentNode } from 'gql.tada'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applicationInput, applyMutation } from '../../../test/ambassador-fixtures'
import { waitFor } from '../../../test/ambassador-sockets'
import { streamBackOfficeEvents, type BackOfficeStream } from '../../../test/back-office-sockets'
import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { answersOk, eventually, spawnServer, type ServerProcess } from '../../../test/processes'
import { staffEmail } from '../../../test/staff'
import { staffMembers } from '../../db/schema'
import { issueStaffToken } from '../staff/staff-tokens'

const removeStaff = graphql(`
  mutation RemoveStaffAcross($input: StaffMemberInput!) {
    removeStaff(input: $input) {
      errors {
        code
      }
    }
  }
`)

const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

async function post<Data, Variables>(
  origin: string,
  path: '/gql/public' | '/gql/admin',
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  token?: string,
): Promise<Data> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  })
  const body = (await response.json()) as { data?: Data; errors?: unknown }
  if (!body.data) throw new Error(JSON.stringify(body))
  return body.data
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'the back office on two API processes sharing PostgreSQL and Redis (needs DATABASE_URL and REDIS_URL; skipped otherwise)',
  { timeout: 90_000 },
  () => {
    let database: TestDatabase
    let a: ServerProcess
    let b: ServerProcess

    async function member(role: 'owner' | 'orders') {
      const db = database.handle.db
      const [staff] = await db
        .insert(staffMembers)
        .values({ email: staffEmail(role), name: role, role, status: 'active' })
        .returning()
      if (!staff) throw new Error('no staff member')
      return { staff, token: (await issueStaffToken(db, staff.id, 'session')).token }
    }

    const socketUrl = (server: ServerProcess) => `${server.origin.replace('http', 'ws')}/gql/admin`
    const streams: BackOfficeStream[] = []

    beforeAll(async () => {
      database = await openTestDatabase()
      const env = { DATABASE_URL: database.url ?? '', REDIS_URL: redisUrl ?? '' }
      ;[a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
      await Promise.all(
        [a, b].map((server) => eventually(() => answersOk(`${server.origin}/readyz`), 90_000)),
      )
    }, 120_000)

    afterAll(async () => {
      for (const stream of streams) stream.close()
      for (const server of [a, b]) {
        server.child.kill('SIGTERM')
        await server.exited
      }
      await database.drop()
    })

    it('shows on B an application received through A', async () => {
      const owner = await member('owner')
      const stream = streamBackOfficeEvents(socketUrl(b), owner.token, ['APPLICATION_RECEIVED'])
      streams.push(stream)
      await stream.subscribed
      // The subscription is live once B handled it: apply again until B tells of one.
      await waitFor(async () => {
        await post(a.origin, '/gql/public', applyMutation, { input: applicationInput() })
        return stream.events.length > 0
      }, 20_000)
      expect(stream.events[0]?.kind).toBe('APPLICATION_RECEIVED')
    })

    it('closes on B the socket of a member removed through A', async () => {
      const owner = await member('owner')
      const removed = await member('orders')
      const stream = streamBackOfficeEvents(socketUrl(b), removed.token)
      streams.push(stream)
      await stream.subscribed
      const outcome = await post(
        a.origin,
        '/gql/admin',
        removeStaff,
        { input: { staffId: removed.staff.id } },
        owner.token,
      )
      expect(outcome.removeStaff.errors).toEqual([])
      expect(await stream.closed).toBe(4401)
    })
  },
)
