import { localeFromAcceptLanguage } from '@comptoir/i18n/locales'
import type { ExecutionResult } from 'graphql'
import type { SubscribePayload } from 'graphql-ws'

import type { RequestInfo } from './context'

/** What a subscription's execution gives: a stream of results, or one result (errors). */
export type SubscriptionOutcome = AsyncIterable<ExecutionResult> | ExecutionResult

/** Where a socket's messages go (its connection, which bounds what may wait unsent). */
export interface MessageSink {
  send(data: string): void
}

/** One socket's subscription to a shared stream, as graphql-ws asked for it. */
export interface FanOutRequest {
  /** Same key, same results: the operation and everything its results depend on (e.g. the ambassador). */
  key: string
  socket: MessageSink
  /** The subscription's id on its socket. */
  id: string
  /** Runs the operation for the group, called only when no group of this key is open. */
  open: () => Promise<SubscriptionOutcome>
}

interface Group {
  key: string
  members: Set<Member>
  /** Settles once the execution is started: its stream, or the result that ended it at once. */
  opened: Promise<SubscriptionOutcome>
  stream: AsyncIterator<ExecutionResult> | null
  closed: boolean
}

/**
 * The key of a subscription whose results depend only on the caller's identity (e.g. the
 * ambassador) and language: the endpoint, both of those, and the operation with its variables.
 * Each part is prefixed with its length, so that no two lists give the same key.
 */
export function subscriptionKey(
  path: string,
  identity: string,
  request: Pick<RequestInfo, 'acceptLanguage'>,
  payload: SubscribePayload,
): string {
  const locale = localeFromAcceptLanguage(request.acceptLanguage)
  const variables = JSON.stringify(payload.variables ?? null)
  return [path, identity, locale, payload.operationName ?? '', variables, payload.query]
    .map((part) => `${String(part.length)}:${part}`)
    .join('')
}

function isAsyncIterable(value: SubscriptionOutcome): value is AsyncIterable<ExecutionResult> {
  return Symbol.asyncIterator in value
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/** The payload of a `next` message, as graphql-ws writes it. */
function serializedPayload(result: ExecutionResult): string {
  const { errors, ...rest } = result
  return JSON.stringify(errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest)
}

/**
 * One socket's view of its group, handed to graphql-ws as the subscription's stream. It yields
 * nothing itself (the group writes each `next` message to the socket); it ends when the group's
 * stream ends (graphql-ws then sends `complete`) or fails (graphql-ws sends `error`), and leaves
 * the group when graphql-ws returns it (the client completed, or the socket closed).
 */
class Member implements AsyncIterableIterator<never> {
  private readonly prefix: string
  private pending: {
    resolve: (result: IteratorResult<never>) => void
    reject: (error: unknown) => void
  } | null = null
  private ended: { error: unknown } | null = null

  constructor(
    private readonly socket: MessageSink,
    id: string,
    private readonly leave: (member: Member) => void,
  ) {
    this.prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`
  }

  deliver(payload: string): void {
    this.socket.send(`${this.prefix}${payload}}`)
  }

  end(error: unknown): void {
    this.ended = { error }
    const pending = this.pending
    this.pending = null
    if (!pending) return
    if (error === null) pending.resolve({ done: true, value: undefined })
    else pending.reject(error)
  }

  next(): Promise<IteratorResult<never>> {
    const ended = this.ended
    if (ended) {
      return ended.error === null
        ? Promise.resolve({ done: true, value: undefined })
        : Promise.reject(asError(ended.error))
    }
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
    })
  }

  return(): Promise<IteratorResult<never>> {
    this.leave(this)
    this.end(null)
    return Promise.resolve({ done: true, value: undefined })
  }

  throw(error: unknown): Promise<IteratorResult<never>> {
    this.leave(this)
    this.end(null)
    return Promise.reject(asError(error))
  }

  [Symbol.asyncIterator](): this {
    return this
  }
}

/**
 * Executes a subscription once for every socket that asked for the same thing (same key), and
 * writes each result, serialized once, to all of them. A socket holds only its place in a group;
 * the execution, its context and its pub/sub subscription exist once per group. The key must
 * carry everything the results depend on: sockets of different callers never share a group.
 */
export function createSocketFanOut() {
  const groups = new Map<string, Group>()

  function close(group: Group) {
    if (group.closed) return
    group.closed = true
    if (groups.get(group.key) === group) groups.delete(group.key)
    void group.stream?.return?.()
  }

  async function pump(group: Group, stream: AsyncIterator<ExecutionResult>) {
    let error: unknown = null
    try {
      for (;;) {
        const step = await stream.next()
        if (step.done) break
        const payload = serializedPayload(step.value)
        for (const member of group.members) member.deliver(payload)
      }
    } catch (failure) {
      error = failure
    }
    close(group)
    for (const member of group.members) member.end(error)
    group.members.clear()
  }

  function openGroup(request: FanOutRequest): Group {
    const group: Group = {
      key: request.key,
      members: new Set(),
      opened: request.open(),
      stream: null,
      closed: false,
    }
    groups.set(request.key, group)
    group.opened.then(
      (outcome) => {
        if (!isAsyncIterable(outcome)) {
          close(group)
          return
        }
        const stream = outcome[Symbol.asyncIterator]()
        group.stream = stream
        // Every socket left while the execution started: it ends here.
        if (group.closed) void stream.return?.()
        else void pump(group, stream)
      },
      () => {
        close(group)
      },
    )
    return group
  }

  return {
    /** The stream graphql-ws iterates for one socket's subscription. */
    async join(request: FanOutRequest): Promise<SubscriptionOutcome> {
      let group = groups.get(request.key)
      if (!group || group.closed) group = openGroup(request)
      // The member keeps only its group, not the request (whose opener holds a pipeline).
      const joined = group
      const member = new Member(request.socket, request.id, (leaving) => {
        joined.members.delete(leaving)
        if (joined.members.size === 0) close(joined)
      })
      group.members.add(member)
      let outcome: SubscriptionOutcome
      try {
        outcome = await group.opened
      } catch (error) {
        group.members.delete(member)
        throw error
      }
      // Refused at once (e.g. an error before any event): each socket gets that result itself.
      if (!isAsyncIterable(outcome)) {
        group.members.delete(member)
        return outcome
      }
      return member
    },
    /** Open groups (executions) and the sockets they serve, for tests and metrics. */
    size(): { groups: number; members: number } {
      let members = 0
      for (const group of groups.values()) members += group.members.size
      return { groups: groups.size, members }
    },
  }
}

export type SocketFanOut = ReturnType<typeof createSocketFanOut>
