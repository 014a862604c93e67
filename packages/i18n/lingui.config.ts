import { linguiConfig } from './src/lingui-config'

/** The core catalogue: messages shared by both apps. */
export default linguiConfig()
