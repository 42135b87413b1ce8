// What the wishlist and compare buttons do: apply a rule of domain/cart/list-rules.ts, keep the list,
// show the spec's toast. Loaded with the first press (lists.ts).
import { CART_TEXTS } from '../../domain/cart/cart-rules';
import {
  addToList,
  LIST_TEXTS,
  moveToCart,
  removeFromList,
  toggleOnList,
  type ListEntry,
  type ListKind,
  type ListOutcome,
} from '../../domain/cart/list-rules';
import { toast } from '../lib/toast';
import { changeCart } from './cart-actions';
import { listStores } from './lists';

const isBad = (text: string) => text === LIST_TEXTS.duplicate || text === CART_TEXTS.outOfStock;

async function change(kind: ListKind, step: (list: readonly ListEntry[]) => ListOutcome): Promise<ListOutcome> {
  const store = listStores[kind];
  await store.catchUp();
  const before = store.get();
  const out = step(before);
  if (out.list.length !== before.length || out.list.some((e, i) => e !== before[i])) store.commit(out.list);
  if (out.message) toast(out.message, { kind: isBad(out.message) ? 'error' : 'success' });
  return out;
}

export const addEntry = (kind: ListKind, item: ListEntry) => change(kind, (l) => addToList(l, item, kind));
export const removeEntry = (kind: ListKind, variant: number) => change(kind, (l) => removeFromList(l, variant, kind));
export const toggleEntry = (kind: ListKind, item: ListEntry) => change(kind, (l) => toggleOnList(l, item, kind));

export async function moveEntryToCart(variant: number): Promise<void> {
  const wishlist = listStores.wishlist;
  await wishlist.ready();
  let kept: readonly ListEntry[] = wishlist.get();
  await changeCart((cart) => {
    const moved = moveToCart(wishlist.get(), cart.lines, variant);
    kept = moved.wishlist;
    return { lines: moved.cart, message: moved.message };
  });
  if (kept.length !== wishlist.get().length) wishlist.commit(kept);
}
