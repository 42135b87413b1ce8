// pino, with every field that can carry a secret redacted, so no password, token or code is logged.
import pino, { type Logger } from 'pino';

export function createLogger(level: string, pretty = false): Logger {
  return pino({
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
  });
}
