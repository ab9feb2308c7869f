/**
 * A bounded in-process cache of read answers, each entry tagged with what it depends on
 * (`auth`, `workspace:<id>`). A tag's invalidation drops its entries and bumps its generation,
 * so a read that started before the change cannot store its (stale) answer afterwards: callers
 * take a `stamp` before reading and pass it to `set`.
 */
export function createReadCache<V>(options: { maxEntries: number; ttlMs: number }) {
  type Entry = { value: V; tags: readonly string[]; expiresAt: number };
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let epoch = 0;

  const stampOf = (tags: readonly string[]) =>
    `${epoch}|${tags.map((tag) => `${tag}=${generations.get(tag) ?? 0}`).join('|')}`;

  return {
    stamp: stampOf,

    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    set(key: string, value: V, tags: readonly string[], stamp: string): void {
      if (stampOf(tags) !== stamp) return;
      entries.delete(key);
      entries.set(key, { value, tags, expiresAt: Date.now() + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },

    invalidate(tag: string): void {
      generations.set(tag, (generations.get(tag) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },

    clear(): void {
      epoch += 1;
      generations.clear();
      entries.clear();
    },
  };
}

export type ReadCache<V> = ReturnType<typeof createReadCache<V>>;
