import { describe, expect, it } from 'vitest';
import type { DomainState } from '../entities/index.ts';
import {
  disconnectDomain,
  domainDeleteAllowed,
  isDomainPending,
  reconnectDomain,
  validateDomainDelete,
} from './domain.ts';
import { domainPendingStages } from './domain-stages.ts';

const states: DomainState[] = [
  'PendingOwnershipVerification',
  'OwnershipVerified',
  'PendingCertificateActivation',
  'Connected',
  'Failed',
];
const now = new Date('2025-06-10T00:00:00.000Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const domain = (state: DomainState, extra = {}) => ({
  domainName: 'joes.com',
  userId: 'u1',
  websiteName: 'joes',
  state,
  failureReason: state === 'Failed' ? ('OwnershipVerificationExpired' as const) : null,
  createdAt: daysBefore(20),
  modifiedAt: daysBefore(3),
  ...extra,
});

describe('spec §4 domain pending and delete rules', () => {
  it.each(states.map((s) => [s, s !== 'Connected' && s !== 'Failed'] as const))(
    '%s pending → %s',
    (state, pending) => {
      expect(isDomainPending(state)).toBe(pending);
    },
  );
  it.each(states.map((s) => [s, s === 'PendingOwnershipVerification'] as const))(
    '%s delete allowed → %s',
    (state, allowed) => {
      expect(domainDeleteAllowed(state)).toBe(allowed);
    },
  );
  it.each([
    ['owned, PendingOwnershipVerification', domain('PendingOwnershipVerification'), 'u1', null],
    ['another user', domain('PendingOwnershipVerification'), 'u2', 'Website domain not owned.'],
    [
      'ownership verified',
      domain('OwnershipVerified'),
      'u1',
      'Website domain cannot be deleted once ownership is verified.',
    ],
  ])('delete: %s', (_rule, d, userId, message) => {
    expect(validateDomainDelete(d, userId)).toEqual(
      message === null ? { ok: true, value: true } : { ok: false, message },
    );
  });
});

describe('spec §4 reconnecting a Failed domain', () => {
  it('resets state, creation time and failure reason', () => {
    const result = reconnectDomain(domain('Failed'), 'u1', now);
    expect(result).toEqual({
      ok: true,
      value: {
        ...domain('Failed'),
        state: 'PendingOwnershipVerification',
        createdAt: now.toISOString(),
        modifiedAt: now.toISOString(),
        failureReason: null,
      },
    });
  });
  it.each([
    ['another user', domain('Failed'), 'u2', 'Website domain not owned.'],
    ['not Failed (pending)', domain('OwnershipVerified'), 'u1', 'contact support'],
    ['not Failed (connected)', domain('Connected'), 'u1', 'contact support'],
  ])('refuses: %s', (_rule, d, userId, message) => {
    const result = reconnectDomain(d, userId, now);
    expect(!result.ok && result.message).toContain(message);
  });
});

describe('spec §4 disconnecting', () => {
  it('clears the website name and a GTM analytics id; no e-mail within 7 days', () => {
    const result = disconnectDomain(domain('Connected'), { analyticsId: 'GTM-ABC123' }, now);
    expect(result.domain.websiteName).toBeNull();
    expect(result.domain.domainName).toBe('joes.com');
    expect(result.analyticsId).toBe('');
    expect(result.sendDisconnectEmail).toBe(false);
  });
  it('keeps a G- analytics id', () => {
    expect(disconnectDomain(domain('Connected'), { analyticsId: 'G-ABC123' }, now).analyticsId).toBe(
      'G-ABC123',
    );
  });
  it('sends the disconnect e-mail when last modified more than 7 days ago', () => {
    const old = domain('Connected', {
      modifiedAt: new Date(now.getTime() - 7 * 86_400_000 - 1).toISOString(),
    });
    expect(disconnectDomain(old, {}, now).sendDisconnectEmail).toBe(true);
  });
  it('does not send it at exactly 7 days', () => {
    const edge = domain('Connected', { modifiedAt: daysBefore(7) });
    expect(disconnectDomain(edge, {}, now).sendDisconnectEmail).toBe(false);
  });
});

describe('spec §4 pending UI stages', () => {
  const statuses = (state: DomainState) => domainPendingStages(state)?.map((s) => s.status);
  it.each([
    ['PendingOwnershipVerification', ['completed', 'waiting', 'notStarted']],
    ['OwnershipVerified', ['completed', 'completed', 'inProgress']],
    ['PendingCertificateActivation', ['completed', 'completed', 'inProgress']],
    ['Connected', ['completed', 'completed', 'completed']],
    ['Failed', undefined],
  ] as const)('%s → %j', (state, expected) => {
    expect(statuses(state)).toEqual(expected);
  });
  it('names the stages and the certificate time note', () => {
    const stages = domainPendingStages('OwnershipVerified');
    expect(stages?.map((s) => s.label)).toEqual([
      'Connection initiated',
      'DNS settings verified',
      'Certificate generation',
    ]);
    expect(stages?.[2]?.note).toContain('up to 48 hours');
  });
});
