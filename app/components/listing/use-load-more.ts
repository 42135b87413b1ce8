// Load more (docs/spec.md#second-2): the next page of 40 from the same route's loader, fetched in the
// background and appended, while fewer than the total are shown. Pages already loaded are remembered
// per history entry, so coming back from a product finds the same long list (and its scroll position).
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { LISTING_PAGE_SIZE } from '../../../domain/listing/constants';
import { pageHref } from '../../../domain/listing/url-state';
import type { ProductCardData } from '../product/product-card';
import { fromWire, type ListingData, type ListingWire } from './listing-data';

interface Loaded {
  /** The history entry and the listing (path and filters) the pages belong to. */
  entry: string;
  key: string;
  /** The last page appended. */
  page: number;
  products: ProductCardData[];
}

const REMEMBERED_ENTRIES = 20;
const remembered = new Map<string, Loaded>();

function remember(loaded: Loaded) {
  remembered.delete(loaded.entry);
  remembered.set(loaded.entry, loaded);
  for (const old of remembered.keys()) {
    if (remembered.size <= REMEMBERED_ENTRIES) break;
    remembered.delete(old);
  }
}

export interface LoadMore {
  /** Products after the loader's own page, in order. */
  extra: ProductCardData[];
  /** X of 'Showing X / Y Products'. */
  shown: number;
  hasMore: boolean;
  loading: boolean;
  loadNext: () => void;
  /** Index in the whole list of the first product of the latest appended page, for focus. */
  firstNew: number | null;
}

export function useLoadMore(data: ListingData): LoadMore {
  const location = useLocation();
  const fetcher = useFetcher<ListingWire>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const asked = useRef<string | null>(null);

  const fresh: Loaded = { entry: location.key, key: data.key, page: data.page, products: [] };
  const matches = (l: Loaded | null | undefined): l is Loaded => !!l && l.entry === location.key && l.key === data.key;
  const rememberedHere = remembered.get(location.key);
  const current = matches(loaded) ? loaded : matches(rememberedHere) ? rememberedHere : fresh;

  useEffect(() => {
    const answer = fetcher.data && fromWire(fetcher.data);
    if (fetcher.state !== 'idle' || !answer || asked.current !== `${current.key}#${current.page + 1}`) return;
    if (answer.key !== current.key || answer.page !== current.page + 1) return;
    asked.current = null;
    const seen = new Set([...data.products, ...current.products].map((p) => p.value));
    const added = answer.products.filter((p) => !seen.has(p.value));
    const next: Loaded = { ...current, page: answer.page, products: [...current.products, ...added] };
    setLoaded(next);
    remember(next);
    setFirstNew(added.length > 0 ? data.products.length + current.products.length : null);
  }, [fetcher.state, fetcher.data, current, data.products]);

  const shown = Math.min(data.nbHits, data.page * LISTING_PAGE_SIZE + data.products.length + current.products.length);
  return {
    extra: current.products,
    shown,
    hasMore: shown < data.nbHits,
    loading: fetcher.state !== 'idle',
    firstNew: current === loaded ? firstNew : null,
    loadNext() {
      const page = current.page + 1;
      asked.current = `${current.key}#${page}`;
      void fetcher.load(pageHref(location.pathname, data.state, page));
    },
  };
}
