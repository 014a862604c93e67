/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('happy-dom')
