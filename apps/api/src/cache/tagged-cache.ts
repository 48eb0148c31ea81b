/** Options of a {@link TaggedCache}: how long an entry lives (ms) and how many it keeps. */
export type TaggedCacheOptions = { ttlMs: number; maxEntries: number };

type Entry<V> = { value: V; storedAt: number; tags: readonly string[] };

/** Tags remembered as invalidated before the map is folded into one floor (bounds memory). */
const MAX_REMEMBERED_TAGS = 4096;

/**
 * A bounded in-process map whose entries expire `ttlMs` after they were stored and are dropped by
 * tag (docs/decisions/014). The oldest entry goes when `maxEntries` is reached.
 *
 * Fills race invalidations: a read of the database that started before a write committed may
 * finish after the write's invalidation and would store the old value. So a fill takes a
 * {@link ticket} before it reads, and {@link set} stores nothing when one of its tags (or "*") was
 * invalidated after that ticket. Times are ms on the caller's clock (the app clock, so tests that
 * move it expire entries); an entry stored "in the future" of `now` counts as expired.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Sequence of invalidations; a ticket is its value when a fill started. */
  private seq = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Every tag counts as invalidated at this sequence (a "*", or the folded map). */
  private floor = 0;

  constructor(private readonly options: TaggedCacheOptions) {}

  /** How many entries are held (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` if it was stored less than `ttlMs` before `now`, else undefined. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.storedAt;
    if (age >= 0 && age < this.options.ttlMs) return entry.value;
    this.delete(key);
    return undefined;
  }

  /** The ticket of a fill that starts now (pass it to {@link set}). */
  ticket(): number {
    return this.seq;
  }

  /**
   * Stores `value` under `key` with `tags`, unless one of the tags was invalidated after `ticket`
   * was taken. Answers whether it stored.
   */
  set(key: string, value: V, tags: readonly string[], now: number, ticket: number): boolean {
    if (!this.currentSince(tags, ticket)) return false;
    this.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: now, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  /** True when none of `tags` was invalidated after `ticket` (a fill that took it may store). */
  currentSince(tags: readonly string[], ticket: number): boolean {
    if (this.floor > ticket) return false;
    return tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= ticket);
  }

  /** Drops every entry tagged `tag` ("*": every entry) and refuses fills that started before. */
  invalidate(tag: string): void {
    this.seq += 1;
    if (tag === "*") {
      this.floor = this.seq;
      this.invalidatedAt.clear();
      this.entries.clear();
      this.byTag.clear();
      return;
    }
    if (this.invalidatedAt.size >= MAX_REMEMBERED_TAGS) {
      // Folding every remembered tag into the floor only refuses more fills, never fewer.
      this.floor = this.seq;
      this.invalidatedAt.clear();
    }
    this.invalidatedAt.delete(tag);
    this.invalidatedAt.set(tag, this.seq);
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.delete(key);
  }

  /** Removes one entry. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
