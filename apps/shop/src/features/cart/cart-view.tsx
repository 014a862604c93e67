import { Button } from '@comptoir/ui/button'
import { EmptyState } from '@comptoir/ui/empty-state'
import { AppLink } from '@comptoir/app-shell/app-link'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import { CartCodeForm } from './cart-code-form'
import { CartLineItem } from './cart-line-item'
import styles from './cart-view.module.css'
import { CartTotals } from './cart-totals'
import type { FieldError } from '@comptoir/gql-client/public-graphql'
import { FreeShippingProgress } from './free-shipping-progress'
import { Notice } from './notice'
import { useCart } from './use-cart'
import { useCartActions } from './use-cart-actions'
import { useOnline } from '../../hooks/use-online'

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** `page` lays the summary beside the lines on wide screens; `drawer` stacks everything. */
  readonly layout: 'page' | 'drawer'
  /** Goes to the checkout. */
  readonly onCheckout: () => void
  /** Called before following a link out of the cart (the drawer closes itself). */
  readonly onNavigate?: () => void
}

/** The cart with every state: loading, offline, failed, empty, and the lines with their totals. */
export function CartView({ layout, onCheckout, onNavigate }: CartViewProps) {
  const { t } = useLingui()
  const online = useOnline()
  const { cart, cartId, loading, error, refetch } = useCart()
  const actions = useCartActions(cartId)
  const [failures, setFailures] = useState<readonly FieldError[]>([])
  // Lines the shopper changed here: what the cart says about them is their doing, not news.
  const [changedHere, setChangedHere] = useState<ReadonlySet<string>>(new Set())

  // Back online: the cart is fetched again (once per reconnection, never in a loop).
  useEffect(() => {
    window.addEventListener('online', refetch)
    return () => {
      window.removeEventListener('online', refetch)
    }
  }, [refetch])

  if (loading) {
    return (
      <SkeletonGroup label={t`Loading your cart`}>
        <div className={styles.skeleton}>
          <Skeleton shape="rect" height="5.5rem" />
          <Skeleton shape="rect" height="5.5rem" />
          <Skeleton shape="text" width="60%" />
        </div>
      </SkeletonGroup>
    )
  }

  if (!cart && error) {
    return online ? (
      <Notice tone="danger" title={t`Your cart could not be loaded.`}>
        <div>
          <Button variant="secondary" size="sm" onPress={refetch}>
            {t`Try again`}
          </Button>
        </div>
      </Notice>
    ) : (
      <Notice tone="warning" title={t`You are offline.`}>
        <p>{t`Your cart will show again as soon as the connection is back.`}</p>
      </Notice>
    )
  }

  if (!cart || cart.lines.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t`Your cart is empty`}
        description={t`Find something you like in the shop; it will wait for you here.`}
        action={
          <AppLink to="/products" variant="standalone" onClick={onNavigate}>
            {t`Browse the shop`}
          </AppLink>
        }
      />
    )
  }

  const lineProblems = new Map(
    cart.problems.flatMap((problem) => (problem.lineId ? [[problem.lineId, problem.message]] : [])),
  )
  // Each line's problem shows on its line; the notice lists the others and points to the lines.
  const news = cart.problems.filter(
    (problem) => problem.lineId === null || !changedHere.has(problem.lineId),
  )
  const cartNews = news.filter((problem) => problem.lineId === null)
  const linesChanged = news.some((problem) => problem.lineId !== null)
  const failureMessages = failures.map((failure) => failure.message).filter(Boolean)
  const run = (change: Promise<readonly FieldError[]>) => {
    void change.then(setFailures)
  }
  const canCheckout = cart.itemCount > 0

  return (
    <div className={layout === 'page' ? styles.page : styles.drawer}>
      <div className={styles.main}>
        {!online ? (
          <Notice tone="warning" title={t`You are offline.`}>
            <p>{t`Changes to your cart will be possible once the connection is back.`}</p>
          </Notice>
        ) : null}
        {news.length > 0 ? (
          <Notice tone="warning" title={t`Your cart has changed since your last visit`}>
            {cartNews.map((problem) => (
              <p key={problem.code}>{problem.message}</p>
            ))}
            {linesChanged ? <p>{t`The items concerned are marked below.`}</p> : null}
          </Notice>
        ) : null}
        {failureMessages.length > 0 ? (
          <Notice tone="danger">
            {failureMessages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Notice>
        ) : null}
        <ul className={styles.lines} aria-label={t`Items in your cart`}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              problem={lineProblems.get(line.id)}
              busy={actions.pending || !online}
              onQuantityChange={(lineId, quantity) => {
                setChangedHere((lines) => new Set(lines).add(lineId))
                run(actions.setQuantity(lineId, quantity))
              }}
              onRemove={(lineId) => {
                run(actions.removeLine(lineId))
              }}
            />
          ))}
        </ul>
      </div>
      <aside className={styles.summary} aria-label={t`Order summary`}>
        {canCheckout ? <FreeShippingProgress progress={cart.freeShipping} /> : null}
        <CartCodeForm
          appliedCode={cart.code ?? null}
          onApply={actions.applyCode}
          busy={actions.pending}
        />
        <CartTotals cart={cart} />
        <Button fullWidth size="lg" isDisabled={!canCheckout || !online} onPress={onCheckout}>
          {t`Checkout`}
        </Button>
        {canCheckout ? null : (
          <p className={styles.hint}>{t`Nothing in your cart can be ordered right now.`}</p>
        )}
        {layout === 'drawer' ? (
          <AppLink to="/cart" variant="standalone" onClick={onNavigate} className={styles.viewCart}>
            {t`View cart`}
          </AppLink>
        ) : null}
      </aside>
    </div>
  )
}
