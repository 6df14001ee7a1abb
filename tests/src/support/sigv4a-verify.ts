import { createECDH, createHash, createHmac, createPublicKey, type KeyObject, verify } from 'node:crypto';

/**
 * A server-side check of AWS Signature Version 4A (`AWS4-ECDSA-P256-SHA256`), written from the
 * published algorithm with node:crypto alone (nothing of the SDK's signer): the P-256 key pair is
 * derived from the secret key and access key id (HMAC-SHA256 counter KDF), the canonical request
 * rebuilt from what arrived, and the ECDSA signature verified against the derived public key.
 */

const algorithm = 'AWS4-ECDSA-P256-SHA256';
const nMinus2 = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc63254f');
const authPattern =
  /^AWS4-ECDSA-P256-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]+)$/;

/** The public key of the SigV4a key pair of a credential. */
export function sigv4aPublicKey(accessKeyId: string, secretAccessKey: string): KeyObject {
  for (let counter = 1; counter < 255; counter++) {
    const input = Buffer.concat([
      Buffer.from([0, 0, 0, 1]),
      Buffer.from(algorithm),
      Buffer.from([0]),
      Buffer.from(accessKeyId),
      Buffer.from([counter]),
      Buffer.from([0, 0, 1, 0]),
    ]);
    const k0 = BigInt(`0x${createHmac('sha256', `AWS4A${secretAccessKey}`).update(input).digest('hex')}`);
    if (k0 > nMinus2) continue;
    const d = Buffer.from((k0 + 1n).toString(16).padStart(64, '0'), 'hex');
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey(); // 0x04 || x || y
    return createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
  }
  throw new Error('no SigV4a key for this credential');
}

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** What arrived, as the server saw it. */
export interface SignedRequest {
  method: string;
  /** The raw request target (`/path?query`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type SigV4aVerdict = { ok: true; accessKeyId: string } | { ok: false; reason: string };

/**
 * Verifies a SigV4a-signed request for `service` by `credentials`. The canonical URI escapes each
 * path segment once more (the SDK's `uriEscapePath` for every service but S3).
 */
export function verifySigV4a(
  request: SignedRequest,
  service: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  publicKey: KeyObject = sigv4aPublicKey(credentials.accessKeyId, credentials.secretAccessKey),
): SigV4aVerdict {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const match = authPattern.exec(header('authorization') ?? '');
  if (!match) return { ok: false, reason: 'Authorization is not AWS4-ECDSA-P256-SHA256' };
  const [, accessKeyId = '', shortDate = '', scopeService, signedList = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId)
    return { ok: false, reason: `unknown access key ${accessKeyId}` };
  if (scopeService !== service) return { ok: false, reason: `scope names service ${scopeService}` };
  const longDate = header('x-amz-date') ?? '';
  if (!longDate.startsWith(shortDate)) return { ok: false, reason: 'x-amz-date does not match the scope' };
  if (!header('x-amz-region-set')) return { ok: false, reason: 'no x-amz-region-set' };
  const signed = signedList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-region-set']) {
    if (!signed.includes(required)) return { ok: false, reason: `${required} is not signed` };
  }
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  const claimed = header('x-amz-content-sha256');
  if (claimed !== undefined && claimed !== payloadHash) return { ok: false, reason: 'payload hash mismatch' };

  const [rawPath = '/', rawQuery = ''] = request.url.split('?');
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => encode(segment))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [encode(decodeURIComponent(k)), encode(decodeURIComponent(v))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed
    .map((name) => `${name}:${(header(name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedList,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    algorithm,
    longDate,
    `${shortDate}/${service}/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const valid = verify(
    'sha256',
    Buffer.from(stringToSign),
    { key: publicKey, dsaEncoding: 'der' },
    Buffer.from(signature, 'hex'),
  );
  return valid ? { ok: true, accessKeyId } : { ok: false, reason: 'signature does not verify' };
}
