// Concurrent requests for the same picture share one render instead of each starting their own
// (a listing page asks for 40 pictures at once, often twice: img and a preload).
export class InFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();
  joined = 0;

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) {
      this.joined += 1;
      return running;
    }
    const promise = work().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.pending.size;
  }
}

/** At most `limit` tasks at once; the rest wait their turn. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    active -= 1;
    queue.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
