interface Entry<V> {
  value: V;
  /** The clock when the entry was last appended to the map's order. */
  stamp: number;
}

/**
 * A map of at most `capacity` entries that drops the least recently used one first, approximately.
 *
 * A Map keeps insertion order, so moving an entry to the end (delete, then set) on every read makes
 * the first entry the coldest. But each delete leaves a hole in the Map's backing table, and V8
 * copies the whole table into a new one once the holes fill it. The feed reads 50 cards a page,
 * so the card cache's table (up to ~0.5 MB at 10 000 cards, too large for the young generation)
 * was copied many times a second, and the dead copies piled up in the old generation: it grew
 * 1.2 MB per minor collection under feed load, and 15 s runs of it had 2-4 full collections
 * (7-14 ms pauses) in the API. With this map: 0.1 MB and none (`--trace-gc`, scale M).
 *
 * Here a read moves an entry only when at least half the capacity's entries were appended since
 * it last was. Fewer than that stand behind an entry it does not move, so a read entry stays until
 * at least `capacity - capacity/2` other entries have been stored or moved after it, where an
 * exact LRU keeps it until `capacity` other keys were used. A hot entry is moved once per half a
 * capacity of appends, not on every read.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly moveAfter: number;
  private clock = 0;

  constructor(private readonly capacity: number) {
    this.moveAfter = Math.floor(capacity / 2);
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry) this.touch(key, entry);
    return entry?.value;
  }

  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry) {
      entry.value = value;
      this.touch(key, entry);
      return;
    }
    this.entries.set(key, { value, stamp: ++this.clock });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Whether the key is held, without counting as a read. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: K, entry: Entry<V>): void {
    if (this.clock - entry.stamp < this.moveAfter) return;
    this.entries.delete(key);
    entry.stamp = ++this.clock;
    this.entries.set(key, entry);
  }
}
