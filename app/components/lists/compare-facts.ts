// The compare page's facts: the device keeps only what a cart line needs, so the full variant (metal
// weight, purity, stones, making charge …) is read from `POST /api/api2/product` for each piece, all
// at once, and dropped when the page leaves or the list changes (AbortController). A product the
// store no longer has (404) or whose compared variant is gone is "missing"; a failed call is "error".
import { useEffect, useState } from 'react';
import type { ListEntry } from '../../../domain/cart/list-rules';
import type { Product, Variant } from '../../../domain/catalog/product';

export type PieceFacts =
  | { state: 'loading' }
  | { state: 'ready'; product: Product; variant: Variant }
  | { state: 'missing' }
  | { state: 'error' };

const isProduct = (v: unknown): v is Product =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Product).sku === 'string' &&
  Array.isArray((v as Product).variants);

/** The product named `value`, or null when the store answers 404 (no such product, or none priced). */
export async function fetchProduct(value: string, signal: AbortSignal): Promise<Product | null> {
  const res = await fetch('/api/api2/product', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ value }),
    signal,
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`api2/product answered ${res.status}`);
  const body: unknown = await res.json();
  const result = (body as { result?: unknown } | null)?.result;
  if (!isProduct(result)) throw new Error('api2/product answered an unexpected shape');
  return result;
}

const LOADING: PieceFacts = { state: 'loading' };

/** The facts of every entry, by its variant id; 'loading' until its product has answered. */
export function useCompareFacts(entries: readonly ListEntry[]): (entry: ListEntry) => PieceFacts {
  const [products, setProducts] = useState<ReadonlyMap<string, Product | null | 'error'>>(new Map());
  // One key per distinct product: removing a column does not ask again for the others.
  const values = [...new Set(entries.map((e) => e.value))].sort();
  const key = values.join('\n');

  useEffect(() => {
    const missing = key === '' ? [] : key.split('\n').filter((v) => !products.has(v));
    if (missing.length === 0) return;
    const controller = new AbortController();
    // All at once; each column fills as its answer arrives.
    for (const value of missing) {
      fetchProduct(value, controller.signal).then(
        (product) => {
          if (!controller.signal.aborted) setProducts((prev) => new Map(prev).set(value, product));
        },
        () => {
          if (!controller.signal.aborted) setProducts((prev) => new Map(prev).set(value, 'error'));
        },
      );
    }
    return () => controller.abort();
    // Asked again only when the set of products changes; `products` is what has answered.
  }, [key]);

  return (entry) => {
    if (!products.has(entry.value)) return LOADING;
    const product = products.get(entry.value);
    if (product === 'error') return { state: 'error' };
    const variant = product?.variants.find((v) => v.id === entry.selectedVariant.id);
    return product && variant ? { state: 'ready', product, variant } : { state: 'missing' };
  };
}
