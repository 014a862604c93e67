import { linguiConfig } from '@comptoir/i18n/lingui-config'

/**
 * For the Lingui macro only: Storybook compiles the stories and components of every workspace
 * from here. Each workspace keeps its own catalogue; this one has none.
 */
export default linguiConfig({ catalogs: [] })
