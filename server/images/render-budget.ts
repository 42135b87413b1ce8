// Each client's budget of cache-miss renders: at most `perWindow` renders in any `windowMs` (a sliding
// window: the times of the client's last renders, so the budget comes back one render at a time as
// each leaves the window, never all at once at a boundary a client could time). Only renders are
// counted; a picture already on disk costs nothing, so a shopper browsing a warm store never meets it.
//
// Kept in memory, per process: it guards this process's CPU, which is what a forced render spends.
// Clients are held in insertion order and refreshed on use, so past `maxClients` the one idle longest
// is forgotten (its budget starts again, which is the safe way to run out of memory for it).
export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RenderBudgetOptions {
  perWindow: number;
  windowMs: number;
  /** Clients remembered at once; default 10,000. */
  maxClients?: number;
  /** The clock (tests). */
  now?: () => number;
}

export class RenderBudget {
  /** Per client: the times of its renders still in the window, oldest first. */
  private readonly clients = new Map<string, number[]>();
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(private readonly options: RenderBudgetOptions) {
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Spends one render of `client`'s budget, or says how many seconds until one is free again. */
  take(client: string): BudgetAnswer {
    const now = this.now();
    const since = now - this.options.windowMs;
    const times = this.clients.get(client) ?? [];
    while (times.length > 0 && times[0]! <= since) times.shift();
    this.clients.delete(client);
    if (times.length >= this.options.perWindow) {
      this.clients.set(client, times);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! - since) / 1000)) };
    }
    times.push(now);
    this.clients.set(client, times);
    if (this.clients.size > this.maxClients) this.clients.delete(this.clients.keys().next().value!);
    return { ok: true };
  }

  /** Clients remembered now (tests). */
  get size(): number {
    return this.clients.size;
  }
}
