import { Footer, FooterColumn } from '@comptoir/ui/footer'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { useShopUrl } from '../env'

/** The portal's footer: the programme, the shop and help. */
export function PortalFooter() {
  const { t } = useLingui()
  const shop = useShopUrl()
  return (
    <Footer brand="Comptoir">
      <FooterColumn title={t`Programme`}>
        <li>
          <AppLink to="/" variant="quiet">{t`How it works`}</AppLink>
        </li>
        <li>
          <AppLink to="/apply" variant="quiet">{t`Apply`}</AppLink>
        </li>
      </FooterColumn>
      <FooterColumn title={t`Comptoir`}>
        <li>
          <Link href={shop} variant="quiet">{t`Visit the shop`}</Link>
        </li>
        <li>
          <Link href={`${shop}faq`} variant="quiet">{t`Questions and answers`}</Link>
        </li>
      </FooterColumn>
    </Footer>
  )
}
