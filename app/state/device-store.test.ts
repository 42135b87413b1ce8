// The device store writes a change to the device at once: a shopper who adds a piece and at once loads
// another page (or closes the tab) must find it there. (The first change of a first visit was written
// only after the state schemas' chunk arrived, and a page load in between lost it: a browser test saw
// "Cannot checkout an empty cart" right after the header counted the piece.)
import { describe, expect, it } from 'vitest';
import { createDeviceStore } from './device-store.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('createDeviceStore', () => {
  it.for([
    ['a first visit (nothing stored yet)', null],
    ['a returning visit', JSON.stringify({ counter: 2500, data: { items: [] } })],
  ] as const)('writes the first change of %s before anything else runs', ([, stored]) => {
    const storage = memoryStorage();
    if (stored !== null) storage.setItem('test.items', stored);
    const store = createDeviceStore<{ items: string[] }>({
      key: 'test.items',
      empty: { items: [] },
      toStored: (s) => s,
      fromStored: (_f, _raw, current) => current,
      storage,
      events: null,
    });
    store.commit({ items: ['ring'] });
    expect(JSON.parse(storage.getItem('test.items') ?? 'null')).toEqual({ counter: 2500, data: { items: ['ring'] } });
  });

  it("catches up with another tab's write before its `storage` event arrives, and adopts it once", async () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const make = (on: EventTarget | null) =>
      createDeviceStore<{ items: string[]; reads: number }>({
        key: 'test.items',
        empty: { items: [], reads: 0 },
        toStored: (s) => ({ items: s.items }),
        fromStored: (_f, raw, current) => ({
          items: raw === null ? [] : (JSON.parse(raw) as { data: { items: string[] } }).data.items,
          reads: current.reads + 1,
        }),
        storage,
        events: on as unknown as Window | null,
      });
    const first = make(null);
    const second = make(events);
    await second.ready();
    first.commit({ items: ['ring'], reads: 0 });
    await second.catchUp();
    expect(second.get()).toEqual({ items: ['ring'], reads: 1 });
    // The event comes later with the same text: nothing new to adopt.
    events.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'test.items', newValue: storage.getItem('test.items') }),
    );
    await second.catchUp();
    expect(second.get().reads).toBe(1);
  });

  it('keeps what `reconcile` answers instead of the incoming state, and writes it back to the device', async () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const text = (n: number) => JSON.stringify({ counter: 2500, data: { n } });
    const store = createDeviceStore<{ n: number }>({
      key: 'test.count',
      empty: { n: 0 },
      toStored: (s) => s,
      fromStored: (_f, raw) => ({ n: raw === null ? 0 : (JSON.parse(raw) as { data: { n: number } }).data.n }),
      // The larger count is the newer.
      reconcile: (_f, current, incoming) => (current.n > incoming.n ? current : incoming),
      storage,
      events: events as unknown as Window,
    });
    await store.ready();
    store.commit({ n: 5 });
    const storageEvent = () => events.dispatchEvent(Object.assign(new Event('storage'), { key: 'test.count' }));

    storage.setItem('test.count', text(3)); // another tab's write, based on an older copy
    storageEvent();
    await store.catchUp();
    expect(store.get()).toEqual({ n: 5 });
    expect(storage.getItem('test.count')).toBe(text(5));

    storage.setItem('test.count', text(8));
    storageEvent();
    await store.catchUp();
    expect(store.get()).toEqual({ n: 8 });
    expect(storage.getItem('test.count')).toBe(text(8));
  });
});
