import { react } from '@comptoir/eslint-config/react'

export default react({ tsconfigRootDir: import.meta.dirname })
