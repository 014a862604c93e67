import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql'

import { apiRoot } from '../paths'
import { adminSchema } from './admin/schema'
import { ambassadorSchema } from './ambassador/schema'
import { publicSchema } from './public/schema'

export const schemaFiles: { file: string; schema: GraphQLSchema }[] = [
  { file: join(apiRoot, 'schema/public.graphql'), schema: publicSchema },
  { file: join(apiRoot, 'schema/ambassador.graphql'), schema: ambassadorSchema },
  { file: join(apiRoot, 'schema/admin.graphql'), schema: adminSchema },
]

/** The SDL committed for a schema: sorted, with a trailing newline. */
export function sdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`
}

export async function writeSchemaFiles(): Promise<string[]> {
  await Promise.all(schemaFiles.map(({ file, schema }) => writeFile(file, sdl(schema))))
  return schemaFiles.map(({ file }) => file)
}
