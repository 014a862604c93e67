import { linguiConfig } from '@comptoir/i18n/lingui-config'

/** The catalogue of the design system: every user-visible string of its components. */
export default linguiConfig()
