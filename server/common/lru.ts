// A bounded memory of recent answers: at most `limit` entries, the least recently used forgotten
// first. A Map keeps insertion order, so moving a key to the end on each use keeps the least recent
// first.
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.limit <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
