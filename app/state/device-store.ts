// A small store kept on the device (docs/design.md#the-front-end "Client state ... small stores persisted to localStorage
// with a schema version"): React reads it through useSyncExternalStore, every change is written to
// localStorage, and other tabs follow through the `storage` event.
//
// Reading back needs the zod schemas of domain/cart/persisted-state.ts, which the first load does not
// need: they arrive in their own chunk after hydration, and only when the device holds something to
// read (a first visit never loads them, unless another tab changes something). Until then the
// store holds its empty state, which is also what the server renders, so hydration never sees a
// difference. Changes wait for the stored state (`ready()`), so a click in that instant cannot
// overwrite a stored cart with an empty one. Writing needs no schema (state-envelope.ts): a change is
// on the device the moment it is made, so a page loaded right after it finds it there.
//
// Another tab's write reaches this one as a `storage` event, a task that may come after work this tab
// already started (a sync with the server in flight). `catchUp()` reads the device before such work
// writes, so what another tab kept is adopted first and never written over. Each tab reads its own
// copy of the device, which another tab's write reaches a moment later, so a tab can still write a
// state based on a copy that missed a change: a store with `reconcile` (the cart's:
// domain/cart/device-cart-merge.ts) keeps what is newer of its own when another tab's state arrives,
// and writes it back.
import { serializeState } from '../../domain/cart/state-envelope';

type Format = typeof import('../../domain/cart/persisted-state');

let format: Promise<Format> | null = null;
/** The persisted-state module, loaded once on first need. */
export const loadFormat = () => (format ??= import('../../domain/cart/persisted-state'));

export interface DeviceStoreOptions<T> {
  key: string;
  empty: T;
  /** What is written: the part of the state worth keeping. */
  toStored: (state: T) => unknown;
  /** The state from stored text (null text: nothing stored); `current` carries what is not stored. */
  fromStored: (f: Format, raw: string | null, current: T) => T;
  /** localStorage in the browser; null where there is none (the server, unit tests). */
  storage?: Storage | null;
  /** Where the `storage` event of other tabs arrives (window). */
  events?: Pick<Window, 'addEventListener'> | null;
  /**
   * The state to keep when another tab's arrives (`incoming`, from fromStored): by default `incoming`.
   * Any other answer holds something newer of this tab's, and is written back to the device.
   */
  reconcile?: (f: Format, current: T, incoming: T) => T;
}

export interface DeviceStore<T> {
  get: () => T;
  /** What the server renders and hydration starts from. */
  getServer: () => T;
  subscribe: (listener: () => void) => () => void;
  /** Resolves once the stored state has been read. */
  ready: () => Promise<void>;
  /** Resolves once what another tab wrote meanwhile (its `storage` event perhaps still to come) is adopted. */
  catchUp: () => Promise<void>;
  /** Whether the stored state has been read (a page can wait before saying "empty"). */
  isLoaded: () => boolean;
  /** A change made here: kept in memory and written to the device. */
  commit: (next: T) => void;
  /** A change of what is not stored (a sync in flight): memory only. */
  replace: (next: T) => void;
  /** Called with the new state when another tab changed it. */
  onExternalChange: (listener: (state: T) => void) => void;
}

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off: reading the property then throws.
    return null;
  }
};

export function createDeviceStore<T>(options: DeviceStoreOptions<T>): DeviceStore<T> {
  const { key, empty, toStored, fromStored } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  let state = empty;
  let loaded: Promise<void> | null = null;
  let loadedFormat: Format | null = null;
  let readDone = false;
  /** The stored text the state in memory reflects: last read, adopted from another tab or written here. */
  let seen: string | null = null;
  const listeners = new Set<() => void>();
  const external = new Set<(state: T) => void>();

  const emit = () => {
    for (const l of listeners) l();
  };
  const read = () => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  /** Another tab's stored text becomes this tab's state. */
  const adopt = async (value: string | null) => {
    if (value === seen) return;
    seen = value;
    loadedFormat ??= await loadFormat();
    const incoming = fromStored(loadedFormat, value, state);
    // Nothing stored (the site's data cleared): nothing of this tab's to keep over it.
    state = value === null ? incoming : (options.reconcile?.(loadedFormat, state, incoming) ?? incoming);
    if (state !== incoming) write();
    emit();
    for (const l of external) l(state);
  };

  const ready = () =>
    (loaded ??= (async () => {
      // Listening before the first read: another tab's write while the format loads is not missed
      // (this tab's next change would have written over it). Until the read is done, the read itself
      // takes the latest text.
      events?.addEventListener('storage', (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        // What this tab's copy of the device holds now, not the event's value: an event can arrive
        // after a later write this tab has already read, or describe a write since overtaken.
        if (readDone) void adopt(read());
      });
      let raw = read();
      // Nothing stored: the empty state is already right, and the schemas can wait for a change.
      if (raw !== null) {
        loadedFormat = await loadFormat();
        // What another tab wrote while the format loaded is the state to take.
        raw = read();
        if (raw !== null) state = fromStored(loadedFormat, raw, state);
      }
      seen = raw;
      readDone = true;
      emit();
    })());

  const write = () => {
    try {
      if (!storage) return;
      const text = serializeState(toStored(state));
      storage.setItem(key, text);
      seen = text;
    } catch {
      // Full or switched off: the state lives on in memory for this visit.
    }
  };

  return {
    get: () => state,
    getServer: () => empty,
    subscribe(listener) {
      listeners.add(listener);
      // The first subscriber is React after hydration: now read what the device kept.
      void ready();
      return () => {
        listeners.delete(listener);
      };
    },
    ready,
    catchUp: () => ready().then(() => adopt(read())),
    isLoaded: () => readDone,
    commit(next) {
      state = next;
      emit();
      // At once, whatever has been read or loaded: a page load or a closed tab right after a change
      // must find it on the device (writing needs no schema: state-envelope.ts).
      write();
    },
    replace(next) {
      state = next;
      emit();
    },
    onExternalChange(listener) {
      external.add(listener);
    },
  };
}
