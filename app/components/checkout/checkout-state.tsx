// The checkout page's shared state: the draft the server computed last, every save to it, and the
// saves still waiting for their pause (docs/spec.md#second-4 "Auto-save": "A global loading flag is set
// while any user, shipping or billing save is pending"). Each save answers the whole draft; answers
// can arrive out of order, so only the newest request's draft is shown.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DraftAnswer, VirtualOrder } from '../../../domain/checkout/api-schemas';
import type { CheckoutPanel } from '../../../domain/checkout/checkout-flow';
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';

export interface PanelMark {
  panel: CheckoutPanel;
  /** A new number each time, so marking the same panel twice still reacts. */
  at: number;
}

export interface CheckoutState {
  draft: VirtualOrder;
  /** The newest draft now, for code that runs after awaiting saves (a render's `draft` may be older). */
  latest: () => VirtualOrder;
  /** The cart session the draft belongs to. */
  session: string;
  /** Posts a virtual_order save with the session; shows the answer's draft if it is the newest. */
  save: (name: string, body?: Record<string, unknown>) => Promise<ApiAnswer<DraftAnswer>>;
  /** Fetches the draft again (prices and stock of this moment). */
  refresh: () => Promise<void>;
  /** Saves waiting for their pause or in flight. */
  busy: boolean;
  /** A panel's debounced save says it is waiting (true) or done waiting (false). */
  setWaiting: (key: string, waiting: boolean) => void;
  /** A panel hands in its "save now" for the moments the page needs every edit saved. */
  registerFlush: (flush: () => Promise<unknown>) => () => void;
  /** Runs every waiting save now and waits for all saves to answer. */
  flushAll: () => Promise<void>;
  /** The panel the page points the shopper at (a refused step, a missing piece). */
  mark: PanelMark | null;
  markPanel: (panel: CheckoutPanel) => void;
}

const Context = createContext<CheckoutState | null>(null);

export function useCheckout(): CheckoutState {
  const state = useContext(Context);
  if (!state) throw new Error('useCheckout outside <CheckoutProvider>');
  return state;
}

export function CheckoutProvider({
  initial,
  session,
  children,
}: {
  initial: VirtualOrder;
  session: string;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [inFlight, setInFlight] = useState(0);
  const [waiting, setWaitingKeys] = useState<ReadonlySet<string>>(new Set());
  const [mark, setMark] = useState<PanelMark | null>(null);
  const newest = useRef(initial);
  const sent = useRef(0);
  const shown = useRef(0);
  const running = useRef(new Set<Promise<unknown>>());
  const flushes = useRef(new Set<() => Promise<unknown>>());

  const save = useCallback(
    async (name: string, body: Record<string, unknown> = {}) => {
      const seq = ++sent.current;
      setInFlight((n) => n + 1);
      const call = apiPost<DraftAnswer>(name, { session, ...body }, { auth: true });
      running.current.add(call);
      try {
        const answer = await call;
        if (answer.ok && seq > shown.current) {
          shown.current = seq;
          newest.current = answer.data.message.order;
          setDraft(answer.data.message.order);
        }
        return answer;
      } finally {
        running.current.delete(call);
        setInFlight((n) => n - 1);
      }
    },
    [session],
  );

  const refresh = useCallback(async () => {
    await save('virtual_order');
  }, [save]);

  const setWaiting = useCallback((key: string, on: boolean) => {
    setWaitingKeys((keys) => {
      if (keys.has(key) === on) return keys;
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const registerFlush = useCallback((flush: () => Promise<unknown>) => {
    flushes.current.add(flush);
    return () => void flushes.current.delete(flush);
  }, []);

  const flushAll = useCallback(async () => {
    await Promise.all([...flushes.current].map((f) => f()));
    await Promise.allSettled([...running.current]);
  }, []);

  const latest = useCallback(() => newest.current, []);
  const markPanel = useCallback((panel: CheckoutPanel) => setMark({ panel, at: Date.now() }), []);

  const value = useMemo<CheckoutState>(
    () => ({
      draft,
      latest,
      session,
      save,
      refresh,
      busy: inFlight > 0 || waiting.size > 0,
      setWaiting,
      registerFlush,
      flushAll,
      mark,
      markPanel,
    }),
    [draft, latest, session, save, refresh, inFlight, waiting, setWaiting, registerFlush, flushAll, mark, markPanel],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * A panel's save after a pause (user details 2000 ms, shipping and billing 1000 ms): `schedule`
 * after each edit, `flush` when the page needs the edit saved now. `run` sees the latest values.
 */
export function useAutosave(key: string, delayMs: number, run: () => Promise<unknown>) {
  const { setWaiting, registerFlush } = useCheckout();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  latest.current = run;

  const fire = useCallback(async () => {
    timer.current = null;
    setWaiting(key, false);
    await latest.current();
  }, [key, setWaiting]);

  const schedule = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    setWaiting(key, true);
    timer.current = setTimeout(() => void fire(), delayMs);
  }, [delayMs, fire, key, setWaiting]);

  /** Saves now if an edit was waiting; answers whether it was. */
  const flush = useCallback(async () => {
    if (timer.current === null) return false;
    clearTimeout(timer.current);
    await fire();
    return true;
  }, [fire]);

  useEffect(() => registerFlush(flush), [flush, registerFlush]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return { schedule, flush };
}

/** When the page marks this panel: show every field's problem, bring it into view, focus the first. */
export function usePanelMark(panel: CheckoutPanel, onMark: () => void) {
  const { mark } = useCheckout();
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onMark);
  latest.current = onMark;
  useEffect(() => {
    if (mark?.panel !== panel) return;
    latest.current();
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // After the save that marks the fields has answered and rendered; not if the shopper has gone to a
    // field meanwhile (the keys they type would land in another field).
    const pressedFrom = document.activeElement;
    const t = setTimeout(() => {
      const now = document.activeElement;
      if (now !== pressedFrom && now instanceof HTMLElement && now.matches('input, select, textarea')) return;
      (
        el.querySelector<HTMLElement>('[aria-invalid="true"]') ?? el.querySelector<HTMLElement>('input, select, button')
      )?.focus({ preventScroll: true });
    }, 400);
    return () => clearTimeout(t);
  }, [mark, panel]);
  return ref;
}
