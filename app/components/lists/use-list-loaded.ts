// Whether the device's list has been read: until then (and on the server) the page shows a quiet
// loading line rather than an empty state that would flash away a moment later.
import { useSyncExternalStore } from 'react';
import type { ListKind } from '../../../domain/cart/list-rules';
import { listStores } from '../../state/lists';

export function useListLoaded(kind: ListKind): boolean {
  const store = listStores[kind];
  return useSyncExternalStore(store.subscribe, store.isLoaded, () => false);
}
