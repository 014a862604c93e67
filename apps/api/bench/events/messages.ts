/** What the events benchmark asks of its subscriber process, over the IPC channel. */
export type SubscriberCommand =
  | { type: 'open'; urls: string[]; count: number; token: string }
  | { type: 'orders'; endpoints: string[]; carts: string[]; keyPrefix: string; timeoutMs: number }
  | { type: 'close' }

/** What the subscriber process answers. */
export type SubscriberReply =
  | { type: 'opened'; sockets: number; refused: number }
  | {
      type: 'delivered'
      orders: number
      failedOrders: number
      expected: number
      delivered: number
      latencies: { p50: number; p99: number; max: number }
    }
  | { type: 'failed'; message: string }
