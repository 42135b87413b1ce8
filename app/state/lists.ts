// The wishlist and the compare list in this browser: two stores and their hooks (first load, tiny),
// and the actions, whose rules and toasts arrive with the first press (list-actions.ts).
import { useSyncExternalStore } from 'react';
import type { ListEntry, ListKind, ListOutcome } from '../../domain/cart/list-rules';
import { createDeviceStore, type DeviceStoreOptions } from './device-store';
import { STORAGE_KEYS } from './storage-keys';

const EMPTY: readonly ListEntry[] = [];

export function createListStore(
  kind: ListKind,
  options: Pick<DeviceStoreOptions<readonly ListEntry[]>, 'storage' | 'events'> = {},
) {
  return createDeviceStore<readonly ListEntry[]>({
    key: STORAGE_KEYS[kind],
    empty: EMPTY,
    toStored: (entries) => ({ entries }),
    fromStored: (f, raw, current) => f.restoreList(raw)?.entries ?? (current.length === 0 ? current : EMPTY),
    ...options,
  });
}

export const listStores = { wishlist: createListStore('wishlist'), compare: createListStore('compare') };

export function useList(kind: ListKind): readonly ListEntry[] {
  const store = listStores[kind];
  return useSyncExternalStore(store.subscribe, store.get, store.getServer);
}

export function useListCount(kind: ListKind): number {
  const store = listStores[kind];
  return useSyncExternalStore(
    store.subscribe,
    () => store.get().length,
    () => 0,
  );
}

/** Whether this variant of the piece is on the list (the filled heart). */
export const isOnList = (list: readonly ListEntry[], sku: string | undefined, variant: number | undefined) =>
  list.some((e) => e.sku === sku && e.selectedVariant.id === variant);

const actions = () => import('./list-actions');

export const listActions = {
  add: (kind: ListKind, item: ListEntry): Promise<ListOutcome> => actions().then((m) => m.addEntry(kind, item)),
  remove: (kind: ListKind, variant: number): Promise<ListOutcome> =>
    actions().then((m) => m.removeEntry(kind, variant)),
  toggle: (kind: ListKind, item: ListEntry): Promise<ListOutcome> => actions().then((m) => m.toggleEntry(kind, item)),
  /** Wishlist to cart (docs/spec.md#first-4): the entry leaves the wishlist when the cart takes it. */
  moveToCart: (variant: number): Promise<void> => actions().then((m) => m.moveEntryToCart(variant)),
};
