import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('keeps an answer until a tag it depends on is invalidated', () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('a', 'one', ['workspace:1'], cache.stamp(['workspace:1']));
    cache.set('b', 'two', ['workspace:2'], cache.stamp(['workspace:2']));
    cache.invalidate('workspace:1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('two');
  });

  it('refuses an answer read before a change that landed meanwhile', () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const stamp = cache.stamp(['auth', 'workspace:1']);
    cache.invalidate('workspace:1');
    cache.set('a', 'stale', ['auth', 'workspace:1'], stamp);
    expect(cache.get('a')).toBeUndefined();
    const beforeClear = cache.stamp(['auth']);
    cache.clear();
    cache.set('b', 'stale', ['auth'], beforeClear);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size, and expired ones', () => {
    const cache = createReadCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    for (const key of ['a', 'b']) cache.set(key, 1, [], cache.stamp([]));
    cache.get('a');
    cache.set('c', 1, [], cache.stamp([]));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 1]);
    const expiring = createReadCache<number>({ maxEntries: 2, ttlMs: 0 });
    expiring.set('a', 1, [], expiring.stamp([]));
    expect(expiring.get('a')).toBeUndefined();
  });
});
