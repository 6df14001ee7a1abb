import { type Logger, pino } from 'pino';

export type { Logger };

/** Log levels pino knows, plus `silent`. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Paths pino blanks in every log line, whatever the caller passes: bearer tokens, cookies and
 * anything named like a secret.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.apiKey',
];

/**
 * The api's structured logger: one JSON object per line on stdout, with `service: "api"`.
 * @param level - @defaultValue 'info'
 */
export function createLogger(level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'api' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
