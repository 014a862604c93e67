import { Footer, FooterColumn } from '@comptoir/ui/footer'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { ambassadorPortalUrl } from '../../env'
import { useSiteOrigin } from '../../site'

/** The shop's footer: shopping, help and the ambassador programme. */
export function ShopFooter() {
  const { t } = useLingui()
  const portalUrl = ambassadorPortalUrl(useSiteOrigin())
  return (
    <Footer brand="Comptoir">
      <FooterColumn title={t`Shop`}>
        <li>
          <Link href="/products" variant="quiet">{t`All products`}</Link>
        </li>
        <li>
          <Link href="/cart" variant="quiet">{t`Your cart`}</Link>
        </li>
      </FooterColumn>
      <FooterColumn title={t`Help`}>
        <li>
          <Link href="/faq" variant="quiet">{t`Questions and answers`}</Link>
        </li>
        <li>
          <Link href="/order" variant="quiet">{t`Find an order`}</Link>
        </li>
        <li>
          <Link href="/settings" variant="quiet">{t`Your account`}</Link>
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
