import { type Database, type DomainChange, type DomainRecord, findDomain } from '@sitewright/store';
import type { DomainServices, TxtResolver } from './domain-services.ts';
import { applyDomainChange, verificationHost } from './domain-store.ts';

/** What DNS says about the ownership record. `unreachable`: no answer (time-out, SERVFAIL): try later. */
export type OwnershipEvidence = 'verified' | 'wrong' | 'missing' | 'unreachable';

const absent = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'NOTFOUND', 'NODATA']);

/**
 * Looks up `_sitewright.{domain}` and compares each TXT record (its strings joined, as DNS splits
 * long values into 255-byte strings; surrounding quotes some providers keep are ignored) with the
 * domain's token.
 */
export async function ownershipEvidence(
  resolver: TxtResolver,
  domainName: string,
  token: string,
): Promise<OwnershipEvidence> {
  try {
    // Fully qualified (trailing dot): the resolver's search domains never apply.
    const records = await resolver.resolveTxt(`${verificationHost(domainName)}.`);
    const values = records.map((chunks) =>
      chunks
        .join('')
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
    if (values.includes(token)) return 'verified';
    return values.length > 0 ? 'wrong' : 'missing';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && absent.has(code.toUpperCase()) ? 'missing' : 'unreachable';
  }
}

const elapsed = (since: Date | null, now: Date) => (since ? now.getTime() - since.getTime() : 0);

/** The next move of a domain (spec §4), or null when it stays as it is for now. */
export async function nextDomainChange(
  services: DomainServices,
  row: DomainRecord,
  now: Date,
): Promise<DomainChange | null> {
  const { timings, certificates } = services;
  switch (row.state) {
    case 'PendingOwnershipVerification': {
      const evidence = await ownershipEvidence(services.resolver, row.domainName, row.verificationToken);
      // The TXT record proves the name is the owner's; at scale its CNAME must also reach the CDN
      // (VerifyDnsConfiguration of its tenant), or the managed certificate could never validate.
      const routing = evidence === 'verified' ? await services.tenants.routing(row.domainName) : null;
      if (evidence === 'verified' && routing === 'valid') {
        return { state: 'OwnershipVerified', pendingReason: null, failureReason: null, verifiedAt: now };
      }
      // Checked after DNS, so a record set in the last minute of the window still counts.
      if (elapsed(row.createdAt, now) > timings.ownershipWindowMs) {
        return { state: 'Failed', pendingReason: null, failureReason: 'OwnershipVerificationExpired' };
      }
      const unanswered = evidence === 'unreachable' || routing === 'unknown';
      if (unanswered || row.pendingReason === 'InvalidDNSSettings') return null;
      return { state: row.state, pendingReason: 'InvalidDNSSettings', failureReason: null };
    }
    case 'OwnershipVerified':
      await certificates.request(row.domainName);
      return {
        state: 'PendingCertificateActivation',
        pendingReason: null,
        failureReason: null,
        certificateRequestedAt: now,
      };
    case 'PendingCertificateActivation': {
      const status = await certificates.status(row.domainName);
      if (status === 'issued') return { state: 'Connected', pendingReason: null, failureReason: null };
      const waited = elapsed(row.certificateRequestedAt ?? row.modifiedAt, now);
      if (status === 'failed' || waited > timings.certificateFailAfterMs) {
        return { state: 'Failed', pendingReason: null, failureReason: 'CertificateActivationFailed' };
      }
      if (
        waited > timings.certificateDelayedAfterMs &&
        row.pendingReason !== 'CertificateActivationDelayed'
      ) {
        return { state: row.state, pendingReason: 'CertificateActivationDelayed', failureReason: null };
      }
      return null;
    }
    default:
      return null; // Connected and Failed wait for the owner (disconnect, reconnect)
  }
}

/**
 * Moves a domain as far as it can go now: verified ownership goes on to the certificate stage, and
 * an issued certificate to Connected, each step its own history row. Returns the domain as it ends.
 * When another check moved it meanwhile, returns it as that check left it. An error of the
 * certificate issuer or the CDN (CloudFront not answering) is given to `onError` and leaves the
 * domain where it is.
 */
export async function checkDomain(
  db: Database,
  services: DomainServices,
  row: DomainRecord,
  now: Date,
  onError: (error: unknown) => void = () => {},
): Promise<DomainRecord> {
  let current = row;
  for (let step = 0; step < 4; step++) {
    // A failing certificate authority or CDN is a reason to wait, not to fail the domain.
    const change = await nextDomainChange(services, current, now).catch((error: unknown) => {
      onError(error);
      return null;
    });
    if (!change) break;
    const updated = await applyDomainChange(db, current, change, now);
    if (!updated) return (await findDomain(db, row.domainName)) ?? current;
    current = updated;
  }
  if (current !== row) await services.connected.refresh(db);
  if (current.state === 'Connected' && row.state !== 'Connected' && current.websiteId !== null) {
    // The site is rebuilt for its own origin; the domain is Connected whatever becomes of that.
    await services.siteEffects
      .connectionChanged({ domainName: current.domainName, websiteId: current.websiteId })
      .catch(onError);
  }
  return current;
}
