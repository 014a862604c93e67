import { CartButton } from '@comptoir/ui/cart-button'
import { Drawer } from '@comptoir/ui/drawer'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { CartDrawerContent } from '../cart/cart-drawer-content'
import { useCartCount } from '../cart/use-cart'

/** The header's cart button and the drawer showing the same cart as /cart. */
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
      <CartDrawerContent
        onNavigate={() => {
          setOpen(false)
        }}
        onCheckout={() => {
          setOpen(false)
          void navigate({ to: '/checkout' })
        }}
      />
    </Drawer>
  )
}
