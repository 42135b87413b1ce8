// The wishlist and the compare list in this browser: two stores, their actions (with the spec's
// toasts) and hooks.
import { useSyncExternalStore } from 'react';
import { CART_TEXTS } from '../../domain/cart/cart-rules';
import { addToList, LIST_TEXTS, moveToCart, removeFromList, toggleOnList, type ListEntry, type ListKind, type ListOutcome } from '../../domain/cart/list-rules';
import { toast } from '../lib/toast';
import { cartActions } from './cart';
import { createDeviceStore, type DeviceStoreOptions } from './device-store';
import { STORAGE_KEYS } from './storage-keys';

const EMPTY: readonly ListEntry[] = [];

export function createListStore(kind: ListKind, options: Pick<DeviceStoreOptions<readonly ListEntry[]>, 'storage' | 'events'> = {}) {
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
  return useSyncExternalStore(store.subscribe, () => store.get().length, () => 0);
}

const isBad = (text: string) => text === LIST_TEXTS.duplicate || text === CART_TEXTS.outOfStock;

async function change(kind: ListKind, step: (list: readonly ListEntry[]) => ListOutcome): Promise<ListOutcome> {
  const store = listStores[kind];
  await store.ready();
  const before = store.get();
  const out = step(before);
  if (out.list.length !== before.length || out.list.some((e, i) => e !== before[i])) store.commit(out.list);
  if (out.message) toast(out.message, { kind: isBad(out.message) ? 'error' : 'success' });
  return out;
}

export const listActions = {
  add: (kind: ListKind, item: ListEntry) => change(kind, (l) => addToList(l, item, kind)),
  remove: (kind: ListKind, variant: number) => change(kind, (l) => removeFromList(l, variant, kind)),
  toggle: (kind: ListKind, item: ListEntry) => change(kind, (l) => toggleOnList(l, item, kind)),
  /** Wishlist to cart (spec §4): the entry leaves the wishlist when the cart takes it. */
  async moveToCart(variant: number) {
    const wishlist = listStores.wishlist;
    await wishlist.ready();
    let kept: readonly ListEntry[] = wishlist.get();
    await cartActions.replaceLines((cart) => {
      const moved = moveToCart(wishlist.get(), cart.lines, variant);
      kept = moved.wishlist;
      return { lines: moved.cart, message: moved.message };
    });
    if (kept.length !== wishlist.get().length) wishlist.commit(kept);
  },
};
