import { linguiConfig } from '@comptoir/i18n/lingui-config'

/** The back office catalogue: every user-visible string of the back office. */
export default linguiConfig()
