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

  has(key: string): boolean {
    return this.pending.has(key);
  }

  get size(): number {
    return this.pending.size;
  }
}

export interface Limiter {
  /** Runs the task when a place is free; the rest wait their turn, first come first served. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** False when every place is taken and `maxWaiting` tasks already wait: a new task would be refused. */
  hasRoom(): boolean;
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `limit` tasks at once and `maxWaiting` waiting. A finished task hands its place straight to
 * the next waiting one, so a task arriving at that moment cannot slip in and make it limit + 1.
 */
export function createLimiter(limit: number, maxWaiting = Number.POSITIVE_INFINITY): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    hasRoom: () => active < limit || queue.length < maxWaiting,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
