// Log lines gathered in memory and handed to the real destination (sonic-boom on stdout) as one string
// once they reach `minLength` characters or `flushEveryMs` passes. sonic-boom's own buffer measures
// its whole pending chunk in bytes on every line it is given (`Buffer.byteLength` of a string that
// grows with each line, flattened each time), which cost a busy store about 2 µs a request, as much as
// pino's formatting of the line (docs/decisions/2026-11-30-api-call-cost.md). Here a line costs an
// array push and a length sum; sonic-boom is handed a few kilobytes at a time and writes them as before.
import type { DestinationStream } from 'pino';

/** What the lines are handed to: sonic-boom, or anything with the same two calls. */
export interface LineTarget {
  write(text: string): unknown;
  flushSync(): void;
}

export interface BatchedLines extends DestinationStream {
  /** Hands what is gathered to the target now (it writes it asynchronously). */
  flush(): void;
  /** Hands what is gathered to the target and has it written before returning (process exit). */
  flushSync(): void;
}

export function batchedLines(
  target: LineTarget,
  { minLength, flushEveryMs }: { minLength: number; flushEveryMs: number },
): BatchedLines {
  let lines: string[] = [];
  let length = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    length = 0;
    target.write(text);
  };
  // A quiet store's lines still leave within a quarter second; the timer never keeps the process up.
  setInterval(flush, flushEveryMs).unref();
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      if (length >= minLength) flush();
    },
    flush,
    flushSync() {
      flush();
      target.flushSync();
    },
  };
}
