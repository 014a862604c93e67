import { Footer, FooterColumn } from '@comptoir/ui/footer'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { ambassadorPortalUrl } from '../env'
import { useSiteOrigin } from '../site'

/** The shop's footer: shopping, help and the ambassador programme. */
export function ShopFooter() {
  const { t } = useLingui()
  const portalUrl = ambassadorPortalUrl(useSiteOrigin())
  return (
    <Footer brand="Comptoir">
      <FooterColumn title={t`Shop`}>
        <li>
          <AppLink to="/products" variant="quiet">{t`All products`}</AppLink>
        </li>
        <li>
          <AppLink to="/cart" variant="quiet">{t`Your cart`}</AppLink>
        </li>
      </FooterColumn>
      <FooterColumn title={t`Help`}>
        <li>
          <AppLink to="/faq" variant="quiet">{t`Questions and answers`}</AppLink>
        </li>
        <li>
          <AppLink to="/order" variant="quiet">{t`Find an order`}</AppLink>
        </li>
        <li>
          <AppLink to="/contact" variant="quiet">{t`Contact us`}</AppLink>
        </li>
        <li>
          <AppLink to="/settings" variant="quiet">{t`Your account`}</AppLink>
        </li>
      </FooterColumn>
      <FooterColumn title={t`Ambassadors`}>
        <li>
          <Link href={portalUrl} variant="quiet">{t`Become an ambassador`}</Link>
        </li>
      </FooterColumn>
    </Footer>
  )
}
