import { CartButton } from '@comptoir/ui/cart-button'
import { Drawer } from '@comptoir/ui/drawer'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'

import { useCartCount } from '../features/cart/use-cart'

/**
 * The drawer's body (the cart view, its forms and their fields), loaded the first time the
 * drawer opens: none of it is part of a page's first render.
 */
const CartDrawerContent = lazy(() =>
  import('../features/cart/cart-drawer-content').then((module) => ({
    default: module.CartDrawerContent,
  })),
)

/**
 * The header's cart button, its count kept live, and the drawer showing the same cart as
 * /cart; the drawer's content is loaded when it first opens.
 */
export function CartEntry() {
  const { t } = useLingui()
  const count = useCartCount()
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  return (
    <Drawer
      title={t`Your cart`}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={<CartButton count={count} />}
    >
      <Suspense fallback={<p aria-busy="true">{t`Loading your cart`}</p>}>
        <CartDrawerContent
          onNavigate={() => {
            setOpen(false)
          }}
          onCheckout={() => {
            setOpen(false)
            void navigate({ to: '/checkout' })
          }}
        />
      </Suspense>
    </Drawer>
  )
}
