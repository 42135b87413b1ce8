// A store logger whose output a test reads: pino's JSON lines kept in memory instead of printed.
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../server/logger.ts';

export interface CapturedLog {
  logger: Logger;
  /** Everything written so far, as written. */
  text(): string;
  /** The lines written so far (one JSON object each). */
  lines(): string[];
}

export function capturedLog(level = 'info'): CapturedLog {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger(level, false, sink),
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line !== ''),
  };
}
