/**
 * Column values as the publishing records carry them, whatever the driver returned: both adapters
 * parse int8 and timestamptz already, but a value read through `jsonb` or a cast may still be text.
 */

/** A bigint/int8 column as a JavaScript number. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return n;
}

/** A timestamptz column as a Date. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A nullable timestamptz column. */
export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** A nullable text column. */
export function toTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
