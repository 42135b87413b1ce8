// A tiny client-side toast store (docs/spec.md#first-8 "Toasts", #first-9 close times). `toast()` may be
// called from any event handler or effect; <Toaster> renders the queue into a polite live region.
import { TOAST_MS } from './site';

export type ToastKind = 'success' | 'error';
export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id: number) {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

/** Shows `text` for `duration` ms (5000 by default; pass TOAST_AUTH_MS after login and sign-up). */
export function toast(
  text: string,
  { kind = 'success', duration = TOAST_MS }: { kind?: ToastKind; duration?: number } = {},
): number {
  const id = nextId++;
  toasts = [...toasts, { id, text, kind }];
  emit();
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), duration);
  return id;
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = () => toasts;
/** The server never has toasts: they only come from client events. */
export const getServerToasts = () => EMPTY;
