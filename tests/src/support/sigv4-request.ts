import { createHash } from 'node:crypto';

/**
 * What every flavour of AWS Signature Version 4 checks the same way on the server side, written
 * from the published algorithm with node:crypto alone (nothing of the SDK's signer): the
 * Authorization header's credential scope and signed headers, the payload hash, and the string to
 * sign rebuilt from what arrived (canonical request). The flavours differ only in how the signature
 * over that string is verified: HMAC (`cloudfront-sigv4.ts`) or ECDSA (`sigv4a-verify.ts`).
 */

/** What arrived, as the server saw it. */
export interface SignedRequest {
  method: string;
  /** The raw request target (`/path?query`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type SigV4Verdict = { ok: true; accessKeyId: string } | { ok: false; reason: string };

/** A request whose scope and headers passed: what its signature must sign, and the signature. */
export interface SigV4Claim {
  ok: true;
  accessKeyId: string;
  /** `YYYYMMDD`, the scope's date. */
  shortDate: string;
  stringToSign: string;
  /** The claimed signature, hex. */
  signature: string;
}

/** What the server expects of a request's Authorization header. */
export interface SigV4Expectation {
  /** `AWS4-HMAC-SHA256` or `AWS4-ECDSA-P256-SHA256`. */
  algorithm: string;
  accessKeyId: string;
  service: string;
  /** The scope's region; none for SigV4a, whose scope names no region. */
  region?: string;
  /** Headers the request must carry and sign besides `host` and `x-amz-date` (`x-amz-region-set`). */
  requiredHeaders?: readonly string[];
  /** Whether the header may leave out the space after its commas. @defaultValue false */
  spaceOptional?: boolean;
  /** How many hex digits the signature has (an HMAC-SHA256: 64); any when not given. */
  signatureDigits?: number;
}

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Reads the Authorization header of `request`, checks its credential scope, signed headers and
 * payload hash against `expected`, and answers the string to sign with the claimed signature, or
 * why the request is refused. The canonical URI escapes each path segment once more (the SDK's
 * `uriEscapePath`, for every service but S3).
 */
export function readSignedRequest(
  request: SignedRequest,
  expected: SigV4Expectation,
): SigV4Claim | { ok: false; reason: string } {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const comma = expected.spaceOptional ? ', ?' : ', ';
  const region = expected.region === undefined ? '()' : '([a-z0-9-]+)\\/';
  const digits = expected.signatureDigits === undefined ? '+' : `{${expected.signatureDigits}}`;
  const authPattern = new RegExp(
    `^${expected.algorithm} Credential=([^/,\\s]+)\\/(\\d{8})\\/${region}([a-z0-9-]+)\\/aws4_request` +
      `${comma}SignedHeaders=([a-z0-9;-]+)${comma}Signature=([0-9a-f]${digits})$`,
  );
  const match = authPattern.exec(header('authorization') ?? '');
  if (!match) return { ok: false, reason: `Authorization is not ${expected.algorithm}` };
  const [
    ,
    accessKeyId = '',
    shortDate = '',
    scopeRegion = '',
    service = '',
    signedList = '',
    signature = '',
  ] = match;
  if (accessKeyId !== expected.accessKeyId) return { ok: false, reason: `unknown access key ${accessKeyId}` };
  if (service !== expected.service) return { ok: false, reason: `scope names service ${service}` };
  if (expected.region !== undefined && scopeRegion !== expected.region)
    return { ok: false, reason: `scope names region ${scopeRegion}` };
  const longDate = header('x-amz-date') ?? '';
  if (!longDate.startsWith(shortDate)) return { ok: false, reason: 'x-amz-date does not match the scope' };
  const requiredHeaders = expected.requiredHeaders ?? [];
  for (const required of requiredHeaders) {
    if (!header(required)) return { ok: false, reason: `no ${required}` };
  }
  const signed = signedList.split(';');
  for (const required of ['host', 'x-amz-date', ...requiredHeaders]) {
    if (!signed.includes(required)) return { ok: false, reason: `${required} is not signed` };
  }
  const payloadHash = sha256Hex(request.body);
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
  const credentialScope = [shortDate, expected.region, service, 'aws4_request']
    .filter((part) => part !== undefined)
    .join('/');
  const stringToSign = [expected.algorithm, longDate, credentialScope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  return { ok: true, accessKeyId, shortDate, stringToSign, signature };
}
