/**
 * The outcome of a spec §5 rule: the accepted (often normalised) value, or the message the user sees.
 * Every validator in this folder returns one, so callers never guess whether a rule throws.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** A refused outcome; assignable to any `Result<T>`. */
export type Failure = { ok: false; message: string };

/** An accepted outcome carrying `value`. */
export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refused outcome carrying the user-facing `message`. */
export function failure(message: string): Failure {
  return { ok: false, message };
}
