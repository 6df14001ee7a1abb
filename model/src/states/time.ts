/** A point in time as entities carry it: an ISO string, epoch milliseconds or a `Date`. */
export type Instant = string | number | Date;

/** Epoch milliseconds of an instant; `NaN` when it cannot be read. */
export function toMillis(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}
