import type { ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useClient } from 'urql'

import { roomOrdersDocument } from './operations.graphql'

type Connection = ResultOf<typeof roomOrdersDocument>['attributedOrders']

/** An order of the room. */
export type RoomOrder = Connection['edges'][number]['node']

/** Orders fetched per page, as on the orders page. */
export const roomPageSize = 20

interface Page {
  /** The cursor the page was asked after (null: the latest orders). */
  after: string | null
  orders: readonly RoomOrder[]
  endCursor: string | null
  hasNextPage: boolean
}

interface Room {
  operationId: string
  pages: readonly Page[]
  totalCount: number
  status: 'loading' | 'ready' | 'failed' | 'loading-more'
}

/** The pages one after the other, each order once (a cached page may repeat its neighbours). */
function ordersOf(pages: readonly Page[]): RoomOrder[] {
  const seen = new Set<string>()
  const orders: RoomOrder[] = []
  for (const page of pages) {
    for (const order of page.orders) {
      if (seen.has(order.number)) continue
      seen.add(order.number)
      orders.push(order)
    }
  }
  return orders
}

/**
 * Every order of an operation, latest first, a page at a time ("more orders" asks for the next
 * one). `refresh` asks again for every page shown, so an order arriving on top pushes the others
 * down without any falling between two pages.
 */
export function useRoomOrders(operationId: string) {
  const client = useClient()
  const [room, setRoom] = useState<Room>({
    operationId,
    pages: [],
    totalCount: 0,
    status: 'loading',
  })
  // What a refresh asks again: the pages shown when it starts.
  const shown = useRef<readonly Page[]>([])
  const current: Room =
    room.operationId === operationId
      ? room
      : { operationId, pages: [], totalCount: 0, status: 'loading' }
  useEffect(() => {
    shown.current = current.pages
  })

  const fetchPage = useCallback(
    async (after: string | null): Promise<{ page: Page; totalCount: number } | null> => {
      const result = await client
        .query(
          roomOrdersDocument,
          { operationId, first: roomPageSize, after },
          { requestPolicy: 'network-only' },
        )
        .toPromise()
      const connection = result.data?.attributedOrders
      if (!connection) return null
      return {
        totalCount: connection.totalCount,
        page: {
          after,
          orders: connection.edges.map((edge) => edge.node),
          endCursor: connection.pageInfo.endCursor ?? null,
          hasNextPage: connection.pageInfo.hasNextPage,
        },
      }
    },
    [client, operationId],
  )

  useEffect(() => {
    let active = true
    void fetchPage(null).then((fetched) => {
      if (!active) return
      setRoom({
        operationId,
        pages: fetched ? [fetched.page] : [],
        totalCount: fetched?.totalCount ?? 0,
        status: fetched ? 'ready' : 'failed',
      })
    })
    return () => {
      active = false
    }
  }, [fetchPage, operationId])

  async function refresh() {
    const cursors = shown.current.length > 0 ? shown.current.map((page) => page.after) : [null]
    const fresh = await Promise.all(cursors.map(fetchPage))
    const byCursor = new Map(fresh.flatMap((item) => (item ? [[item.page.after, item.page]] : [])))
    const totalCount = fresh.find((item) => item !== null)?.totalCount
    setRoom((before) => {
      if (before.operationId !== operationId) return before
      const pages =
        before.pages.length > 0
          ? before.pages.map((page) => byCursor.get(page.after) ?? page)
          : [...byCursor.values()]
      return {
        ...before,
        pages,
        totalCount: totalCount ?? before.totalCount,
        status: pages.length > 0 && before.status === 'failed' ? 'ready' : before.status,
      }
    })
  }

  const last = current.pages.at(-1)
  async function loadMore() {
    const after = last?.endCursor
    if (!after) return
    setRoom((before) => ({ ...before, status: 'loading-more' }))
    const fetched = await fetchPage(after)
    setRoom((before) => ({
      ...before,
      pages: fetched ? [...before.pages, fetched.page] : before.pages,
      totalCount: fetched?.totalCount ?? before.totalCount,
      status: 'ready',
    }))
  }

  return {
    orders: ordersOf(current.pages),
    totalCount: current.totalCount,
    hasMore: Boolean(last?.hasNextPage && last.endCursor),
    loading: current.status === 'loading',
    failed: current.status === 'failed',
    loadingMore: current.status === 'loading-more',
    loadMore,
    refresh,
  }
}
