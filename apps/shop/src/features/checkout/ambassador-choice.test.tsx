import { withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { normalizedCacheExchange } from '@comptoir/gql-client/cache'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Client, fetchExchange } from 'urql'
import { describe, expect, it } from 'vitest'

import { shopCache } from '../../shop-cache'
import { AmbassadorChoice, noOperation } from './ambassador-choice'
import { chosenPricingDocument } from './ambassador-choice.graphql'

const marie = {
  __typename: 'AmbassadorOperationCard',
  id: 'op-1',
  code: 'MARIE-PRINTEMPS',
  name: 'Le printemps de Marie',
  customerDiscountPercent: 10,
  endsAt: '2030-01-01T00:00:00.000Z',
}

/**
 * The checkout's API: the operation chosen last prices the cart (€20.00, 10% off), unless the
 * operation has ended (`refuse`), and every operation sent is recorded.
 */
function checkoutApi(refuse = false) {
  const sent: SentOperation[] = []
  let chosen: string | null = null
  const answer = (request: SentOperation) => {
    switch (request.operationName) {
      case 'LiveOperations':
        return {
          liveOperations: [
            { __typename: 'LiveOperation', ambassadorName: 'Marie', operation: marie },
          ],
        }
      case 'SetCheckoutAmbassador': {
        const { operationId } = request.variables.input as { operationId: string | null }
        const ok = !refuse || operationId === null
        if (ok) chosen = operationId
        return {
          setCheckoutAmbassador: {
            __typename: 'CheckoutAmbassadorPayload',
            ok,
            errors: ok
              ? []
              : [
                  {
                    __typename: 'FieldError',
                    field: 'operationId',
                    code: 'operation_not_live',
                    message: 'This operation has ended.',
                  },
                ],
          },
        }
      }
      default:
        return {
          cart: {
            __typename: 'Cart',
            id: 'cart-1',
            appliedCode: chosen ? marie.code : null,
            total: { __typename: 'Money', amount: chosen ? 1800 : 2000, currency: 'EUR' },
          },
        }
    }
  }
  const client = new Client({
    url: 'http://shop.test/gql/public',
    preferGetMethod: false,
    exchanges: [normalizedCacheExchange(shopCache), fetchExchange],
    fetch: (_url, init) => {
      const request = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SentOperation
      sent.push(request)
      return Promise.resolve(
        new Response(JSON.stringify({ data: answer(request) }), {
          headers: { 'content-type': 'application/json' },
        }),
      )
    },
  })
  // What the checkout does when told the totals changed: it reads the cart again.
  const reloadTotals = () => {
    void client
      .query(chosenPricingDocument, { cartId: 'cart-1' }, { requestPolicy: 'network-only' })
      .toPromise()
  }
  return { client, sent, reloadTotals }
}

function Choice({ initial, onChanged }: { initial: string; onChanged: () => void }) {
  const [chosen, setChosen] = useState(initial)
  return (
    <AmbassadorChoice
      cartId="cart-1"
      code={null}
      referral={{ id: 'visit-1', displayName: 'Marie' }}
      chosen={chosen}
      onChoose={setChosen}
      onChanged={onChanged}
    />
  )
}

const sentChoices = (sent: SentOperation[]) =>
  sent
    .filter((request) => request.operationName === 'SetCheckoutAmbassador')
    .map((request) => (request.variables.input as { operationId: string | null }).operationId)

describe('AmbassadorChoice', () => {
  it('applies the chosen operation’s code and says so with the new total, once priced', async () => {
    const { client, sent, reloadTotals } = checkoutApi()
    render(<Choice initial={noOperation} onChanged={reloadTotals} />, {
      wrapper: withClient(client),
    })
    // What is shown reaches the checkout first, with the kept referral.
    await waitFor(() => {
      expect(sentChoices(sent)).toEqual([null])
    })
    expect(screen.queryByText(/is applied/)).toBeNull()
    await userEvent.click(await screen.findByRole('radio', { name: /Marie’s operation/ }))
    await waitFor(() => {
      expect(sentChoices(sent)).toEqual([null, 'op-1'])
    })
    expect(
      await screen.findByText(
        'The code MARIE-PRINTEMPS is applied: 10% off, your total is now €18.00.',
      ),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('radio', { name: /^No, I’m not/ }))
    await waitFor(() => {
      expect(screen.queryByText(/is applied/)).toBeNull()
    })
  })

  it('tells the checkout the choice it shows again, so an earlier one cannot linger', async () => {
    const { client, sent, reloadTotals } = checkoutApi()
    render(<Choice initial="op-1" onChanged={reloadTotals} />, { wrapper: withClient(client) })
    await waitFor(() => {
      expect(sentChoices(sent)).toEqual(['op-1'])
    })
    expect(await screen.findByRole('radio', { name: /Marie’s operation/ })).toBeChecked()
    expect(await screen.findByText(/MARIE-PRINTEMPS is applied/)).toBeVisible()
  })

  it('goes back to the previous choice when the checkout refuses the operation', async () => {
    const { client, reloadTotals } = checkoutApi(true)
    render(<Choice initial={noOperation} onChanged={reloadTotals} />, {
      wrapper: withClient(client),
    })
    await userEvent.click(await screen.findByRole('radio', { name: /Marie’s operation/ }))
    expect(await screen.findByText('This operation has ended.')).toBeVisible()
    expect(screen.getByRole('radio', { name: /^No, I’m not/ })).toBeChecked()
    expect(screen.queryByText(/is applied/)).toBeNull()
  })
})
