import { base } from '@comptoir/eslint-config/base'

export default base({ tsconfigRootDir: import.meta.dirname })
