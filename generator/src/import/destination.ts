import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.ts';
import { LinkFetchError } from './link-fetch-error.ts';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses. Injectable so tests can point a name anywhere. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (`getaddrinfo`, so /etc/hosts counts), every address it knows. */
export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

/** Where a request will go: the URL, and the one address that was checked and will be connected to. */
export interface Destination {
  url: URL;
  /** Host name without IPv6 brackets, lower-case. */
  hostname: string;
  port: number;
  address: string;
  family: 4 | 6;
}

/** The rules a destination is checked against. */
export interface DestinationPolicy {
  resolve: Resolver;
  /**
   * Host names or address literals exempt from the address and port rules (tests only:
   * `IMPORT_ALLOW_HOSTS`). Scheme, size, time and content rules still apply.
   */
  allowHosts: readonly string[];
}

const bare = (host: string) =>
  host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Checks a URL before anything connects to it and picks the address to connect to: http or https,
 * no user name or password, the scheme's default port, and a host whose every address is public.
 * Names under `localhost` are refused without asking DNS. Throws a {@link LinkFetchError}.
 */
export async function checkDestination(url: URL, policy: DestinationPolicy): Promise<Destination> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LinkFetchError(
      'scheme-not-allowed',
      `Only http and https links can be imported (${url.protocol})`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new LinkFetchError(
      'credentials-not-allowed',
      'Links with a user name or password are not imported',
    );
  }
  const allowed = new Set(policy.allowHosts.map(bare));
  const hostname = bare(url.hostname);
  const literal = isIP(hostname);
  const nameAllowed = allowed.has(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    if (!nameAllowed && (hostname === 'localhost' || hostname.endsWith('.localhost'))) {
      throw refusedAddress(hostname);
    }
    addresses = await resolveAll(policy.resolve, hostname);
  }
  const exempt = nameAllowed || addresses.some((a) => allowed.has(bare(a.address)));
  const blocked = addresses.find((a) => !isPublicAddress(a.address));
  if (!exempt && blocked) throw refusedAddress(hostname, blocked.address);
  if (!exempt && url.port !== '') {
    throw new LinkFetchError('port-not-allowed', `Links with a port (${url.port}) are not imported`);
  }
  const chosen = addresses[0]!;
  const port = url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { url, hostname, port, address: chosen.address, family: chosen.family };
}

async function resolveAll(resolve: Resolver, hostname: string): Promise<ResolvedAddress[]> {
  let found: ResolvedAddress[];
  try {
    found = await resolve(hostname);
  } catch (cause) {
    throw new LinkFetchError('dns-failed', `The address ${hostname} could not be found`, { cause });
  }
  if (found.length === 0)
    throw new LinkFetchError('dns-failed', `The address ${hostname} could not be found`);
  return found;
}

function refusedAddress(hostname: string, address?: string): LinkFetchError {
  const where = address && address !== hostname ? `${hostname} (${address})` : hostname;
  return new LinkFetchError(
    'address-not-allowed',
    `${where} is a private, loopback or reserved address; only public web pages can be imported`,
  );
}
