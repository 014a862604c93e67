import { react } from '@comptoir/eslint-config/react'

export default [
  // Introspection output written by `gql.tada generate output` (the `schema` script).
  { ignores: ['src/schema/*-env.d.ts'] },
  ...react({ tsconfigRootDir: import.meta.dirname }),
]
