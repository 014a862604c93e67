import { linguiConfig } from '@comptoir/i18n/lingui-config'

/** The portal catalogue: every user-visible string of the portal. */
export default linguiConfig()
