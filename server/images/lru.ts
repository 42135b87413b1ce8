// A least-recently-used map bounded by total size (bytes), for rasterised masters: a handful of large
// buffers, where a count limit would be either wasteful or dangerous.
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(private readonly maxSize: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    const existing = this.entries.get(key);
    if (existing) {
      this.total -= existing.size;
      this.entries.delete(key);
    }
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }
}
