/** What an entry of a {@link TaggedStore} holds besides its value. */
interface Slot<Value> {
  value: Value
  tags: readonly string[]
  bytes: number
  expiresAt: number
}

export interface TaggedStoreOptions {
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number
  /** Bytes kept at most (as the caller counts them), same eviction order. */
  maxBytes: number
  /** Lifetime of an entry: a safety net behind invalidation, not the way entries normally go. */
  ttlMs: number
  /** The clock (tests pass their own). */
  now?: () => number
}

/**
 * A bounded in-memory map whose entries carry tags (the products they show, or a whole family of
 * answers) so that an event drops exactly the entries it concerns. Least recently used entries go
 * first past the entry or byte budget, and no entry outlives its TTL.
 *
 * `generation` grows on every invalidation: a caller that computed a value across one (its data
 * may predate the change) must not store it, see {@link TaggedStore.set}.
 */
export class TaggedStore<Value> {
  readonly #slots = new Map<string, Slot<Value>>()
  readonly #keysByTag = new Map<string, Set<string>>()
  readonly #options: Required<TaggedStoreOptions>
  #bytes = 0
  #generation = 0
  #disabled = false

  constructor(options: TaggedStoreOptions) {
    this.#options = { now: Date.now, ...options }
  }

  get generation(): number {
    return this.#generation
  }

  get size(): number {
    return this.#slots.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /** The live entry of a key (now the most recently used), or undefined. */
  get(key: string): Value | undefined {
    const slot = this.#slots.get(key)
    if (!slot) return undefined
    if (slot.expiresAt <= this.#options.now()) {
      this.#remove(key, slot)
      return undefined
    }
    // Map order is insertion order: moving the key to the end keeps it the most recently used.
    this.#slots.delete(key)
    this.#slots.set(key, slot)
    return slot.value
  }

  /**
   * Keeps a value computed since `generation` was read as `since`; refused (false) when an
   * invalidation happened meanwhile, or when the value alone exceeds the byte budget.
   */
  set(key: string, value: Value, tags: Iterable<string>, bytes: number, since: number): boolean {
    if (this.#disabled || since !== this.#generation || bytes > this.#options.maxBytes) return false
    const previous = this.#slots.get(key)
    if (previous) this.#remove(key, previous)
    const slot: Slot<Value> = {
      value,
      tags: [...new Set(tags)],
      bytes,
      expiresAt: this.#options.now() + this.#options.ttlMs,
    }
    this.#slots.set(key, slot)
    this.#bytes += bytes
    for (const tag of slot.tags) {
      let keys = this.#keysByTag.get(tag)
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    this.#evict()
    return true
  }

  /** Adds bytes to an entry's count (e.g. a compressed copy made later), evicting if needed. */
  grow(key: string, bytes: number): void {
    const slot = this.#slots.get(key)
    if (!slot) return
    slot.bytes += bytes
    this.#bytes += bytes
    this.#evict()
  }

  /** Drops every entry carrying one of the tags; returns how many went. */
  invalidate(tags: Iterable<string>): number {
    this.#generation++
    let dropped = 0
    for (const tag of tags) {
      for (const key of this.#keysByTag.get(tag) ?? []) {
        const slot = this.#slots.get(key)
        if (slot) {
          this.#remove(key, slot)
          dropped++
        }
      }
    }
    return dropped
  }

  /** Drops everything. */
  clear(): void {
    this.#generation++
    this.#slots.clear()
    this.#keysByTag.clear()
    this.#bytes = 0
  }

  /** Drops everything and keeps nothing any more (when invalidation can no longer be trusted). */
  disable(): void {
    this.#disabled = true
    this.clear()
  }

  #evict(): void {
    const { maxEntries, maxBytes } = this.#options
    for (const [key, slot] of this.#slots) {
      if (this.#slots.size <= maxEntries && this.#bytes <= maxBytes) return
      this.#remove(key, slot)
    }
  }

  #remove(key: string, slot: Slot<Value>): void {
    this.#slots.delete(key)
    this.#bytes -= slot.bytes
    for (const tag of slot.tags) {
      const keys = this.#keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.#keysByTag.delete(tag)
    }
  }
}
