import { LruMap } from './lru-map';

const filled = (capacity: number, keys: number[]): LruMap<number, string> => {
  const map = new LruMap<number, string>(capacity);
  for (const k of keys) map.set(k, `v${k}`);
  return map;
};
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const present = (map: LruMap<number, string>, keys: number[]): number[] => keys.filter((k) => map.has(k));

describe('LruMap', () => {
  it('holds at most its capacity, dropping the entries stored first when none was read', () => {
    const map = filled(4, range(1, 6));
    expect(map.size).toBe(4);
    expect(present(map, range(1, 6))).toEqual([3, 4, 5, 6]);
  });

  it('replaces the value of a key already held without growing', () => {
    const map = filled(3, [1, 2]);
    map.set(1, 'new');
    expect(map.get(1)).toBe('new');
    expect(map.size).toBe(2);
  });

  it('keeps an entry that is read while others come and go, as a least-recently-used cache does', () => {
    const map = filled(10, range(1, 10));
    for (let k = 11; k <= 40; k++) {
      expect(map.get(1)).toBe('v1');
      map.set(k, `v${k}`);
    }
    expect(map.size).toBe(10);
    expect(present(map, [1, 2])).toEqual([1]);
  });

  it('drops an entry read just after it was stored no sooner than half the capacity of insertions later', () => {
    const map = filled(10, range(1, 10));
    expect(map.get(9)).toBe('v9');
    // Exact LRU would keep 9 for ten more insertions; this map for at least five (here: eight).
    for (let k = 11; k <= 18; k++) map.set(k, `v${k}`);
    expect(map.has(9)).toBe(true);
    map.set(19, 'v19');
    expect(map.has(9)).toBe(false);
  });

  it('counts entries re-read and moved behind a read entry toward its eviction, as it does stored ones', () => {
    const map = filled(10, range(1, 10));
    expect(map.get(6)).toBe('v6');
    // 1-5 were stored long enough ago to move behind 6 when read: five appends after 6's read.
    for (let k = 1; k <= 5; k++) map.get(k);
    map.set(11, 'v11');
    expect(present(map, range(1, 11))).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
  });

  it('moves an entry read after half the capacity of insertions to the back of the order', () => {
    const map = filled(10, range(1, 10));
    expect(map.get(1)).toBe('v1');
    for (let k = 11; k <= 19; k++) map.set(k, `v${k}`);
    // 2-10, stored after 1 but never read, went first.
    expect(present(map, range(1, 10))).toEqual([1]);
  });

  it('is an exact LRU at capacity 2, as small caches need', () => {
    const map = filled(2, [1, 2]);
    map.get(1);
    map.set(3, 'v3');
    expect(present(map, [1, 2, 3])).toEqual([1, 3]);
  });
});
