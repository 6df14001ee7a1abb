import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented hash with a stored one in constant time, so the time a comparison takes
 * says nothing about how much of a secret was right.
 */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
