import { Footer, FooterColumn } from '@comptoir/ui/footer'
import { Link } from '@comptoir/ui/link'
import { useLingui } from '@lingui/react/macro'

import { useShopUrl } from '../../env'

/** The portal's footer: the programme, the shop and help. */
export function PortalFooter() {
  const { t } = useLingui()
  const shop = useShopUrl()
  return (
    <Footer brand="Comptoir">
      <FooterColumn title={t`Programme`}>
        <li>
          <Link href="/" variant="quiet">{t`How it works`}</Link>
        </li>
        <li>
          <Link href="/apply" variant="quiet">{t`Apply`}</Link>
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
