import { createECDH, createHmac, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { readSignedRequest, type SignedRequest, type SigV4Verdict } from './sigv4-request.ts';

/**
 * A server-side check of AWS Signature Version 4A (`AWS4-ECDSA-P256-SHA256`), written from the
 * published algorithm with node:crypto alone (nothing of the SDK's signer): the P-256 key pair is
 * derived from the secret key and access key id (HMAC-SHA256 counter KDF), the string to sign
 * rebuilt from what arrived (`sigv4-request.ts`), and the ECDSA signature verified against the
 * derived public key.
 */

const algorithm = 'AWS4-ECDSA-P256-SHA256';
const nMinus2 = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc63254f');

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

export type { SignedRequest } from './sigv4-request.ts';
export type SigV4aVerdict = SigV4Verdict;

/**
 * Verifies a SigV4a-signed request for `service` by `credentials` (its scope names no region; the
 * signed `x-amz-region-set` does).
 */
export function verifySigV4a(
  request: SignedRequest,
  service: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  publicKey: KeyObject = sigv4aPublicKey(credentials.accessKeyId, credentials.secretAccessKey),
): SigV4aVerdict {
  const claim = readSignedRequest(request, {
    algorithm,
    accessKeyId: credentials.accessKeyId,
    service,
    requiredHeaders: ['x-amz-region-set'],
  });
  if (!claim.ok) return claim;
  const valid = verify(
    'sha256',
    Buffer.from(claim.stringToSign),
    { key: publicKey, dsaEncoding: 'der' },
    Buffer.from(claim.signature, 'hex'),
  );
  return valid
    ? { ok: true, accessKeyId: claim.accessKeyId }
    : { ok: false, reason: 'signature does not verify' };
}
