import { react } from '@comptoir/eslint-config/react'

export default [{ ignores: ['dist-server/**'] }, ...react({ tsconfigRootDir: import.meta.dirname })]
