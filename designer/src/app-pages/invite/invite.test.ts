import { errorMessage } from '@sitewright/model';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../router/match-route.ts';
import { routes } from '../../routes.ts';
import { acceptFailureState, acceptHeadings } from './accept-outcome.ts';

describe('invite routes (spec §2)', () => {
  it('shows the revoked view at /invite/revoked: the literal row wins over /invite/:inviteId', () => {
    const revoked = matchRoute(routes, '/invite/revoked');
    expect(revoked.route.page).toBe('./app-pages/invite/invite-revoked-page.tsx');
    expect(revoked.route.layout).toBe('app');
  });

  it('opens the accept-invite page at the e-mail link /invite/{inviteId}', () => {
    const id = '3f1c2a9e-7b4d-4c5e-9a8f-1b2c3d4e5f60';
    const accept = matchRoute(routes, `/invite/${id}`);
    expect(accept.route.page).toBe('./app-pages/invite/accept-invite-page.tsx');
    expect(accept.params).toEqual({ inviteId: id });
  });
});

describe('accept-invite states (spec §2: verifying, generic error, expired, wrong account, limit)', () => {
  const refusal = (code: string) => ({ code, message: errorMessage(code) });

  it('maps each api refusal to its state with the catalogue message (spec §8 Invites)', () => {
    expect(acceptFailureState(refusal('invite-expired'))).toEqual({
      kind: 'expired',
      message: errorMessage('invite-expired'),
    });
    expect(acceptFailureState(refusal('invite-wrong-account')).kind).toBe('wrong-account');
    expect(acceptFailureState(refusal('invite-limit-reached'))).toEqual({
      kind: 'limit-exceeded',
      message: 'Maximum invitations reached.',
    });
    expect(acceptFailureState(refusal('invite-generic')).kind).toBe('generic-error');
    expect(acceptFailureState({ code: 'network-request-failed', message: 'x' }).kind).toBe('generic-error');
    expect(acceptFailureState({ code: 'invite-email-not-verified', message: 'x' }).kind).toBe(
      'email-not-verified',
    );
  });

  it('has a heading for every state', () => {
    expect(Object.keys(acceptHeadings).sort()).toEqual(
      [
        'email-not-verified',
        'expired',
        'generic-error',
        'limit-exceeded',
        'verifying',
        'wrong-account',
      ].sort(),
    );
  });
});
