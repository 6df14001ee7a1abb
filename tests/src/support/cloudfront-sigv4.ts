import { createHmac, timingSafeEqual } from 'node:crypto';
import { readSignedRequest, type SignedRequest, type SigV4Verdict } from './sigv4-request.ts';

/**
 * A server-side check of AWS Signature Version 4 (`AWS4-HMAC-SHA256`), as CloudFront's API checks
 * what the SDK sends: the string to sign rebuilt from what arrived (`sigv4-request.ts`), the signing
 * key derived from the secret (date, region, service), and the HMAC compared with the one claimed.
 */

export type { SigV4Verdict } from './sigv4-request.ts';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Verifies a SigV4-signed request for `service` in `region` by `credentials`. */
export function verifySigV4(
  request: SignedRequest,
  scope: { service: string; region: string },
  credentials: { accessKeyId: string; secretAccessKey: string },
): SigV4Verdict {
  const claim = readSignedRequest(request, {
    algorithm: 'AWS4-HMAC-SHA256',
    accessKeyId: credentials.accessKeyId,
    service: scope.service,
    region: scope.region,
    spaceOptional: true,
    signatureDigits: 64,
  });
  if (!claim.ok) return claim;
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, claim.shortDate), scope.region), scope.service),
    'aws4_request',
  );
  const expected = hmac(key, claim.stringToSign);
  const valid = timingSafeEqual(expected, Buffer.from(claim.signature, 'hex'));
  return valid
    ? { ok: true, accessKeyId: claim.accessKeyId }
    : { ok: false, reason: 'signature does not verify' };
}
