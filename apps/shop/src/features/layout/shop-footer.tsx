import { Footer, FooterColumn } from '@comptoir/ui/footer'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { ambassadorPortalUrl } from '../../env'

/** The shop's footer: shopping, help and the ambassador programme. */
export function ShopFooter() {
  const { t } = useLingui()
  return (
    <Footer brand="Comptoir">
      <FooterColumn title={t`Shop`}>
        <Link href="/products" variant="quiet">{t`All products`}</Link>
        <Link href="/cart" variant="quiet">{t`Your cart`}</Link>
      </FooterColumn>
      <FooterColumn title={t`Help`}>
        <Link href="/faq" variant="quiet">{t`Questions and answers`}</Link>
        <Link href="/order" variant="quiet">{t`Find an order`}</Link>
        <Link href="/settings" variant="quiet">{t`Your account`}</Link>
      </FooterColumn>
      <FooterColumn title={t`Ambassadors`}>
        <Link href={ambassadorPortalUrl()} variant="quiet">{t`Become an ambassador`}</Link>
      </FooterColumn>
    </Footer>
  )
}
