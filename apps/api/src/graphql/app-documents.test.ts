import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { Kind, OperationTypeNode, visit, type DocumentNode, type FieldNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvedAmbassador } from '../../test/ambassador-fixtures'
import { startTestApp, type TestApp } from '../../test/app'

/** The apps' documents files: `*.graphql.ts` beside the features that send them. */
const appsRoot = join(import.meta.dirname, '../../..')
function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return documentFiles(path)
    return entry.name.endsWith('.graphql.ts') ? [path] : []
  })
}
const files = ['shop', 'ambassador'].flatMap((app) => documentFiles(join(appsRoot, app, 'src')))

/** A query or mutation (a subscription over HTTP would stream until the test ends). */
function isRequest(value: unknown): value is DocumentNode {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false
  if (value.kind !== 'Document' || !('definitions' in value)) return false
  return (value as DocumentNode).definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation !== OperationTypeNode.SUBSCRIPTION,
  )
}

const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }

/** The document as the apps' normalized cache sends it: `__typename` in every selection. */
function asSent(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (node) =>
      node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      )
        ? undefined
        : { ...node, selections: [...node.selections, typename] },
  })
}

let app: TestApp
/** The portal's endpoint judges a document only for a signed-in ambassador. */
let ambassadorToken: string

beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } })
  ambassadorToken = (await approvedAmbassador(app)).token
})

afterAll(async () => {
  await app.close()
})

describe('the documents the apps send', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files.map((file) => [file.slice(appsRoot.length + 1), file]))(
    '%s: each passes the operation limits of its endpoint (depth, cost, aliases, tokens)',
    async (_name, file) => {
      const portal = readFileSync(file, 'utf8').includes("gql-client/ambassador-graphql'")
      const request = portal
        ? ({ path: '/gql/ambassador', token: ambassadorToken } as const)
        : ({ path: '/gql/public' } as const)
      const exported = (await import(file)) as Record<string, unknown>
      const documents = Object.values(exported).filter(isRequest)
      for (const document of documents) {
        const { body } = await app.gql(asSent(document), request)
        const limits = (body.errors ?? []).filter((error) =>
          / limit of \d+ exceeded/.test(error.message),
        )
        expect(limits.map((error) => error.message)).toEqual([])
      }
    },
  )
})
