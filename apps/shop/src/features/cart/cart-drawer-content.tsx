import { CartView } from './cart-view'

/** Props of {@link CartDrawerContent}. */
export interface CartDrawerContentProps {
  /** Goes to the checkout (the header closes the drawer and navigates). */
  readonly onCheckout: () => void
  /** Called when a link inside the drawer is followed, so the drawer can close. */
  readonly onNavigate: () => void
}

/** The body of the header's cart drawer: the same cart as `/cart`, stacked for a narrow panel. */
export function CartDrawerContent({ onCheckout, onNavigate }: CartDrawerContentProps) {
  return <CartView layout="drawer" onCheckout={onCheckout} onNavigate={onNavigate} />
}
