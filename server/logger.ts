// pino, with every field that can carry a secret redacted, so no password, token or code is logged.
import pino, { type Logger } from 'pino';
import { batchedLines } from './batched-lines.ts';

/** `destination` (a stream) is for tests that read what would be logged. */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.api_token',
        '*.password',
        '*.c_password',
        '*.oldPassword',
        '*.newPassword',
        '*.confirmPassword',
        '*.otp',
        '*.token',
        '*.api_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The running store's stdout: lines gathered up to 4 KiB and written at least every 250 ms, rather
 * than one write to the system per line, which cost a busy store a request in twenty (pino's
 * asynchronous logging; docs/decisions/2026-11-25-request-path-speed.md). The gathering is
 * batched-lines.ts's, in front of sonic-boom, whose own buffer cost more per line than the line
 * (docs/decisions/2026-11-30-api-call-cost.md). What is left is written when the process exits; only
 * a kill -9 can lose the last quarter second.
 */
export function bufferedStdout(): pino.DestinationStream {
  const lines = batchedLines(pino.destination({ dest: 1, sync: false }), { minLength: 4096, flushEveryMs: 250 });
  process.once('exit', () => {
    try {
      lines.flushSync();
    } catch {
      // stdout already closed: nothing can be written any more.
    }
  });
  return lines;
}
