import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's built-in scrypt (memory-hard; no native addon). N = 2^15, r = 8,
 * p = 1 uses 32 MiB and about 50–100 ms per hash, the cost OWASP lists for scrypt. Each hash
 * carries its parameters, so raising them later still verifies old hashes ({@link needsRehash}).
 */
export const passwordHashParameters = { log2N: 15, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, keyBytes: number) {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password: `scrypt$15$8$1$<salt base64url>$<key base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, saltBytes, keyBytes } = passwordHashParameters;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, log2N, r, p, keyBytes);
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const numbers = [log2N, r, p].map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 32)) return undefined;
  const [n, rr, pp] = numbers as [number, number, number];
  return { log2N: n, r: rr, p: pp, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether `password` matches `stored` (constant-time comparison). A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.log2N, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether `stored` was made with weaker parameters than today's (rehash it at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const current = passwordHashParameters;
  return !parsed || parsed.log2N < current.log2N || parsed.r < current.r || parsed.p < current.p;
}
