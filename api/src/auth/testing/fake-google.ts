import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** A stand-in for Google's key server: serves a JWKS locally and signs ID tokens with its key. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** An ID token for `email`, issued at `now`; `claims` override anything (aud, iss, exp …). */
  idToken(email: string, now: Date, claims?: JWTPayload): Promise<string>;
  /** Signs with a key that is not in the JWKS (a forgery). */
  forgedIdToken(email: string, now: Date): Promise<string>;
  close(): Promise<void>;
}

/** Starts a {@link FakeGoogle} on a free local port. */
export async function startFakeGoogle(
  clientId = 'sitewright-test.apps.googleusercontent.com',
): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (key: CryptoKey, kid: string, email: string, now: Date, claims: JWTPayload = {}) => {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Test Person',
      iat,
      exp: iat + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(key);
  };

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    idToken: (email, now, claims) => sign(privateKey, 'test-key-1', email, now, claims),
    forgedIdToken: (email, now) => sign(forger.privateKey, 'test-key-1', email, now),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
