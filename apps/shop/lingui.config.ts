import { linguiConfig } from '@comptoir/i18n/lingui-config'

/** The shop catalogue: every user-visible string of the shop. */
export default linguiConfig()
