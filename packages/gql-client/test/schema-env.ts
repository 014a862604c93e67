import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'

import {
  extractIntrospectionHeader,
  loadFromSDL,
  minifyIntrospection,
  outputIntrospectionFile,
} from 'gql.tada/internal'

/** The API audiences whose printed SDL the package types documents against. */
export const schemaNames = ['public', 'ambassador', 'admin'] as const

/** One of {@link schemaNames}. */
export type SchemaName = (typeof schemaNames)[number]

/**
 * The printed SDL of an audience, as committed by the API (`SCHEMA_DIR` points elsewhere, e.g.
 * at a copy of another revision's `apps/api/schema`).
 */
export const sdlPath = (name: SchemaName): string =>
  resolve(
    process.env.SCHEMA_DIR ?? resolve(import.meta.dirname, '../../../apps/api/schema'),
    `${name}.graphql`,
  )

/** The committed introspection output of an audience. */
export const envPath = (name: SchemaName): string =>
  resolve(import.meta.dirname, `../src/schema/${name}-env.d.ts`)

/**
 * Renders the introspection output of an SDL file exactly as `gql.tada generate output` (the
 * package's `schema` script) writes it, keeping the committed file's header.
 *
 * @param name the schema's name, as in the tsconfig plugin entry
 * @param sdlFile the SDL file to read
 * @returns the content the committed `<name>-env.d.ts` must have
 */
export async function renderSchemaEnv(name: SchemaName, sdlFile = sdlPath(name)): Promise<string> {
  const { introspection } = await loadFromSDL({ name, file: sdlFile }).load()
  const committed = await readFile(envPath(name), 'utf8')
  return outputIntrospectionFile(minifyIntrospection(introspection), {
    fileType: envPath(name),
    shouldPreprocess: true,
    preamble: extractIntrospectionHeader(committed) ?? undefined,
  })
}
