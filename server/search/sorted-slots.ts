// A sort order of the catalogue kept as an array of slots. Built on first use (most orders are never
// asked for in a process's life) and then kept in step with each change: a catalogue change must not
// cost a full re-sort of 100,000 products on the next search.

export type SlotCompare = (a: number, b: number) => number;

export class SortedSlots {
  private slots: number[] | null = null;

  constructor(
    readonly compare: SlotCompare,
    private readonly allSlots: () => number[],
  ) {}

  get(): readonly number[] {
    this.slots ??= this.allSlots().sort(this.compare);
    return this.slots;
  }

  /** Call after the slot's sort keys are set. */
  insert(slot: number): void {
    const slots = this.slots;
    if (!slots) return;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(slots[mid]!, slot) <= 0) lo = mid + 1;
      else hi = mid;
    }
    slots.splice(lo, 0, slot);
  }

  /** Found by identity, so the slot's keys may already have changed. */
  delete(slot: number): void {
    if (!this.slots) return;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }
}
