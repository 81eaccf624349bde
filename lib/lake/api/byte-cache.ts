/**
 * A least-recently-used cache bounded by the bytes it holds as well as by its entries, so a few
 * large values cannot grow it without limit. A value larger than `maxEntryBytes` is not kept.
 */
export class ByteBoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxEntries: number; maxEntryBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes() {
    return this.total;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted, so the map's order stays least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V) {
    const bytes = this.sizeOf(value);
    this.delete(key);
    if (bytes > this.limits.maxEntryBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.total > this.limits.maxBytes || this.entries.size > this.limits.maxEntries)
      this.delete(this.entries.keys().next().value!);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
