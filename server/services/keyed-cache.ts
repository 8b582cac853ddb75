import type { ChangeFeed } from './change-feed.js';

/**
 * Values loaded from the database and kept until the change feed says they changed. A load that was
 * running when its key changed is used once but not kept, so a cache never holds what it was told
 * is stale. While the feed is down nothing is kept. Oldest entries go first past `capacity`.
 */
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly loading = new Map<K, Promise<V>>();
  private readonly versions = new Map<K, number>();
  private epoch = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly capacity: number,
  ) {
    feed.onReset(() => this.clear());
  }

  /** The kept value, without loading: what `get` would answer at once, else undefined. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  async get(key: K, load: (key: K) => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    if (!this.feed.live) return load(key);
    const running = this.loading.get(key);
    if (running) return running;
    const epoch = this.epoch;
    const version = this.versions.get(key);
    const promise = load(key).then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (this.feed.live && epoch === this.epoch && version === this.versions.get(key)) this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    // Versions only need to outlive loads in flight; past capacity, forget them and every load in flight.
    if (this.versions.size > this.capacity) {
      this.versions.clear();
      this.epoch += 1;
    }
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.versions.clear();
    this.epoch += 1;
  }

  private keep(key: K, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
}
