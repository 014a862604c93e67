import { linguiConfig } from '@comptoir/i18n/lingui-config'

/** The catalogue of the app shell: the offline, update and install notices, the password forms. */
export default linguiConfig()
