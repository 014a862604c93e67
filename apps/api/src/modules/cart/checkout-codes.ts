import type { SQL } from 'drizzle-orm'

import type { Database } from '../../db/client'

/** What a code typed at checkout stands for. */
export interface CheckoutCode {
  /** The code, upper case. */
  code: string
  kind: 'ambassador' | 'operation'
  /** The ambassador behind the code (user id). */
  ambassadorId: string
  operationId: string | null
  /** Discount on the merchandise, in basis points (0 for an ambassador's own code). */
  customerDiscountBps: number
  /**
   * Not entered but chosen: the code of the live operation the buyer picked at checkout, which
   * prices the order like the code would and credits it as that choice.
   */
  chosen?: boolean
}

/**
 * Resolves checkout codes: a port of the cart and the checkout, which do not know the programme
 * behind the codes (the operations module's `programmeCodeResolver`, wired in services.ts);
 * swapped in tests or when the programme's rules change.
 */
export interface CheckoutCodeResolver {
  resolve(db: Database, code: string, at: Date): Promise<CheckoutCode | null>
  /**
   * The same resolution as an SQL expression, for a statement that reads the code with the cart:
   * a jsonb {@link CheckoutCode}, or null. `code` is a normalized code (as carts keep it); `at`
   * an instant or an SQL timestamptz expression.
   */
  query(code: SQL, at: Date | SQL): SQL
}

/**
 * The code that prices a cart: the one entered, else that of the live operation the buyer chose
 * at checkout (the attribution module's `cartCodeResolver`, wired in services.ts). The cart's
 * totals and placeOrder read it alike, so the shopper pays what the review showed.
 */
export interface CartCodeResolver extends CheckoutCodeResolver {
  ofCart(
    db: Database,
    cart: { id: string; code: string | null },
    at: Date,
  ): Promise<CheckoutCode | null>
  /** The same as an SQL jsonb expression of a cart's id and entered code. */
  queryOfCart(cartId: SQL, code: SQL, at: Date | SQL): SQL
}
