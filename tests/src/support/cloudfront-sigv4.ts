import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedRequest } from './sigv4a-verify.ts';

/**
 * A server-side check of AWS Signature Version 4 (`AWS4-HMAC-SHA256`), as CloudFront's API checks
 * what the SDK sends, written from the published algorithm with node:crypto alone (nothing of the
 * SDK's signer): the canonical request is rebuilt from what arrived, the signing key derived from
 * the secret (date, region, service), and the HMAC compared with the one claimed.
 */

const authPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export type SigV4Verdict = { ok: true; accessKeyId: string } | { ok: false; reason: string };

/**
 * Verifies a SigV4-signed request for `service` in `region` by `credentials`. The canonical URI
 * escapes each path segment once more (every service but S3 does).
 */
export function verifySigV4(
  request: SignedRequest,
  scope: { service: string; region: string },
  credentials: { accessKeyId: string; secretAccessKey: string },
): SigV4Verdict {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const match = authPattern.exec(header('authorization') ?? '');
  if (!match) return { ok: false, reason: 'Authorization is not AWS4-HMAC-SHA256' };
  const [, accessKeyId = '', shortDate = '', region, service, signedList = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId)
    return { ok: false, reason: `unknown access key ${accessKeyId}` };
  if (service !== scope.service) return { ok: false, reason: `scope names service ${service}` };
  if (region !== scope.region) return { ok: false, reason: `scope names region ${region}` };
  const longDate = header('x-amz-date') ?? '';
  if (!longDate.startsWith(shortDate)) return { ok: false, reason: 'x-amz-date does not match the scope' };
  const signed = signedList.split(';');
  for (const required of ['host', 'x-amz-date']) {
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
  const credentialScope = `${shortDate}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    longDate,
    credentialScope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, shortDate), region ?? ''), service ?? ''),
    'aws4_request',
  );
  const expected = hmac(key, stringToSign);
  const valid = timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  return valid ? { ok: true, accessKeyId } : { ok: false, reason: 'signature does not verify' };
}
