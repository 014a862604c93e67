import type { Browser, Page } from '@playwright/test'

import { portalSession, seededOperationPath } from './portal-flows'
import { once, shopOrigin, type StoredCookie } from './run-state'
import { addToCart, checkoutUntilReview, newShopper, placeOrder, signUp } from './shop-flows'

/** One page of the sweep. */
export interface SweptPage {
  /** Short name, in the screenshot's file name. */
  name: string
  /** Path and query on the app's host. */
  path: string
  /** The page answers 404 on purpose (the not-found page). */
  notFound?: boolean
}

/** One app's pages: those of a visitor, then those of a signed-in user. */
export interface SweptApp {
  app: 'shop' | 'portal'
  origin: string
  visitorPages: SweptPage[]
  /** Cookies that sign the user in, added before the signed-in pages. */
  session: StoredCookie[]
  signedInPages: SweptPage[]
  /** What the visitor does first, in the sweep's own browser (fill the guest's cart). */
  prepareVisitor?: (page: Page) => Promise<void>
}

/** A product with colours and sizes, and a category, of the seeded catalogue. */
const sweptProduct = 'mariniere-classique'
const sweptCategory = 'mailles'

interface PreparedShopper {
  cookies: StoredCookie[]
  orderPath: string
}

/** A shopper with an account, one placed order and an item in the account's cart, once per run. */
async function prepareShopper(browser: Browser): Promise<PreparedShopper> {
  return once('sweep-shopper', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signUp(page, newShopper())
    await addToCart(page)
    await checkoutUntilReview(page)
    const order = await placeOrder(page)
    await addToCart(page)
    const cookies = (await context.cookies(shopOrigin())).filter(
      (cookie) => cookie.name !== 'comptoir.locale',
    )
    await context.close()
    return { cookies, orderPath: order.path }
  })
}

/** Every route of the shop, as a visitor (with an item in the cart) and signed in. */
export async function shopRoutes(browser: Browser): Promise<SweptApp> {
  const shopper = await prepareShopper(browser)
  return {
    app: 'shop',
    origin: shopOrigin(),
    // Each browser fills its own guest cart: signing in later merges it into the account's.
    prepareVisitor: (page) => addToCart(page),
    visitorPages: [
      { name: 'home', path: '/' },
      { name: 'products', path: '/products' },
      { name: 'category', path: `/products?category=${sweptCategory}` },
      { name: 'product', path: `/product?slug=${sweptProduct}` },
      { name: 'cart', path: '/cart' },
      { name: 'checkout', path: '/checkout' },
      { name: 'faq', path: '/faq' },
      { name: 'login', path: '/login' },
      { name: 'signup', path: '/signup' },
      { name: 'forgot-pwd', path: '/forgot-pwd' },
      { name: 'reset-pwd', path: '/reset-pwd?token=an-example-token-from-an-e-mail' },
      { name: 'not-found', path: '/no-such-page?from=sweep', notFound: true },
    ],
    session: shopper.cookies,
    signedInPages: [
      { name: 'settings', path: '/settings' },
      { name: 'order', path: shopper.orderPath },
    ],
  }
}

/** Every route of the portal, as a visitor and as the demo ambassador. */
export async function portalRoutes(browser: Browser, origin: string): Promise<SweptApp> {
  const session = await portalSession(browser)
  const room = await seededOperationPath(browser)
  return {
    app: 'portal',
    origin,
    visitorPages: [
      { name: 'home', path: '/' },
      { name: 'apply', path: '/apply' },
      { name: 'login', path: '/login' },
      { name: 'forgot-pwd', path: '/forgot-pwd' },
      { name: 'reset-pwd', path: '/reset-pwd?token=an-example-token-from-an-e-mail' },
      { name: 'forbidden', path: '/forbidden' },
      { name: 'not-found', path: '/no-such-room?id=7', notFound: true },
    ],
    session,
    signedInPages: [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'operations', path: '/operations' },
      { name: 'operation', path: room },
      { name: 'operation-edit', path: room.replace('/operation?', '/operation/edit?') },
      { name: 'operation-new', path: '/operations/new' },
      { name: 'orders', path: '/orders' },
      { name: 'commissions', path: '/commissions' },
      { name: 'payouts', path: '/payouts' },
      { name: 'settings', path: '/settings' },
    ],
  }
}
