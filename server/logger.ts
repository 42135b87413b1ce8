// pino, with every field that can carry a secret redacted, so no password, token or code is logged.
import pino, { type Logger } from 'pino';

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
