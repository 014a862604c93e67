import { useState } from 'react'

import { Button } from '../button/button'
import { CartButton } from '../cart-button/cart-button'
import { Drawer } from '../drawer/drawer'
import { NavList } from '../header/nav-list'
import { LanguageSwitcher } from '../language-switcher/language-switcher'
import { Link } from '../link/link'
import type { UiLocale } from '../messages/messages'

/** Demo navigation of the shop, for stories. */
export function DemoNav({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  return (
    <NavList
      orientation={orientation}
      items={[
        { href: '#products', label: 'Shop', current: true },
        { href: '#journal', label: 'Journal' },
        { href: '#faq', label: 'FAQ' },
      ]}
    />
  )
}

/** Language switcher holding its own state, for stories. */
export function DemoLanguageSwitcher({ initial = 'en' }: { initial?: UiLocale }) {
  const [locale, setLocale] = useState<UiLocale>(initial)
  return <LanguageSwitcher locale={locale} onChange={setLocale} />
}

/** Cart button opening an empty cart drawer, for stories. */
export function DemoCart({ count = 2 }: { count?: number }) {
  return (
    <Drawer
      title="Your cart"
      trigger={<CartButton count={count} />}
      footer={<Button fullWidth>Checkout</Button>}
    >
      <p>Linen shirt, Savon de Marseille.</p>
    </Drawer>
  )
}

/** Sign-in link, for stories. */
export function DemoAccount() {
  return (
    <Link href="#login" variant="quiet">
      Sign in
    </Link>
  )
}
