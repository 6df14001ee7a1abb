import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for Google's key server: one RS256 key, served as a JWKS, that signs ID tokens. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** A valid ID token (verified e-mail, issued now, one hour) for `email`. */
  idToken(email: string): string;
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(privateKey: KeyObject, header: object, payload: object): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url');
  return `${input}.${signature}`;
}

/** Starts a {@link FakeGoogle} on a free port of 127.0.0.1 (node:crypto only, no JWT library). */
export async function startFakeGoogle(
  clientId = 'permissions.apps.googleusercontent.com',
): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'permissions-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url !== '/certs') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    clientId,
    idToken(email) {
      const iat = Math.floor(Date.now() / 1000);
      return signJwt(
        privateKey,
        { alg: 'RS256', kid: 'permissions-key', typ: 'JWT' },
        {
          iss: 'https://accounts.google.com',
          aud: clientId,
          sub: `google-${email}`,
          email,
          email_verified: true,
          iat,
          exp: iat + 3600,
        },
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
