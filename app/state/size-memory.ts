// The shopper's sizes, remembered on this device by kind of piece (rings, bangles, bracelets), so the
// next ring they open starts at their size. Plain localStorage, read only in the browser after
// hydration; a device that refuses storage simply remembers nothing.
import { parseSizeMemory, rememberSize } from '../../domain/product/size-choice';
import { STORAGE_KEYS } from './storage-keys';

const KEY = STORAGE_KEYS.sizes;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedSize(category: string): string | undefined {
  return parseSizeMemory(storage()?.getItem(KEY) ?? null)[category];
}

export function keepSize(category: string, size: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(KEY, JSON.stringify(rememberSize(parseSizeMemory(store.getItem(KEY)), category, size)));
  } catch {
    // full or refused: the size is simply not remembered
  }
}
