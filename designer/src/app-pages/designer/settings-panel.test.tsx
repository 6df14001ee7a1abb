import { type DomainView, domainPendingStages, errorMessage } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast.tsx';
import { DomainSettings, type DomainSettingsProps } from './domain-settings.tsx';
import { QuickStartGuide } from './quick-start-guide.tsx';
import { shownError } from './settings-parts.tsx';
import { hasConnectedDomain } from './use-website-domain.ts';

const render = (node: ReactNode) => renderToStaticMarkup(<ToastProvider>{node}</ToastProvider>);

const domainOf = (patch: Partial<DomainView>): DomainView => {
  const state = patch.state ?? 'PendingOwnershipVerification';
  return {
    domainName: 'www.example.com',
    userId: 'user-1',
    websiteId: 'site-1',
    websiteName: 'bakery',
    state,
    pendingReason: null,
    failureReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    modifiedAt: '2026-01-01T00:00:00.000Z',
    pending: state !== 'Connected' && state !== 'Failed',
    stages: domainPendingStages(state),
    records: [
      { type: 'TXT', host: '_sitewright.www.example.com', value: 'token-123', purpose: 'ownership' },
      { type: 'CNAME', host: 'www.example.com', value: 'sites.example.net', purpose: 'traffic' },
    ],
    ...patch,
  };
};

const props = (domain: DomainView | null, extra: Partial<DomainSettingsProps> = {}): DomainSettingsProps => ({
  websiteId: 'site-1',
  domain: { load: { status: 'ready', domain }, set: () => undefined, reload: () => undefined },
  publishedHandle: 'bakery',
  isOwner: true,
  readOnly: false,
  companyName: 'Bakery',
  ensureSaved: async () => true,
  onDraftChanged: () => undefined,
  ...extra,
});

describe('custom domain settings (spec §4 domain states, §8 Domains)', () => {
  it('asks to publish first, then offers to connect', () => {
    expect(render(<DomainSettings {...props(null, { publishedHandle: null })} />)).toContain(
      'Publish your website first',
    );
    expect(render(<DomainSettings {...props(null)} />)).toContain('Connect domain');
  });
  it('shows the TXT record, the stages and the pending reason while ownership is being verified', () => {
    const html = render(<DomainSettings {...props(domainOf({ pendingReason: 'InvalidDNSSettings' }))} />);
    expect(html).toContain('_sitewright.www.example.com');
    expect(html).toContain('token-123');
    expect(html).toContain('Connection initiated: Completed');
    expect(html).toContain('DNS settings verified: Waiting');
    expect(html).toContain('We have not found the TXT record yet');
    expect(html).toContain('Delete domain');
    expect(html).not.toContain('button--small">Disconnect<');
  });
  it('offers re-configure and support for a Failed domain, and disconnect to the owner only', () => {
    const failed = domainOf({ state: 'Failed', failureReason: 'OwnershipVerificationExpired' });
    const html = render(<DomainSettings {...props(failed)} />);
    expect(html).toContain('Re-configure');
    expect(html).toContain('href="/support"');
    expect(html).toContain('within 72 hours');
    expect(html).not.toContain('Delete domain');
    expect(html).toContain('button--small">Disconnect<');
    expect(render(<DomainSettings {...props(failed, { isOwner: false })} />)).not.toContain(
      'button--small">Disconnect<',
    );
  });
  it('counts only a Connected domain attached to the website (GTM IDs and head code, spec §5)', () => {
    expect(hasConnectedDomain({ status: 'ready', domain: domainOf({ state: 'Connected' }) })).toBe(true);
    expect(hasConnectedDomain({ status: 'ready', domain: domainOf({}) })).toBe(false);
    expect(hasConnectedDomain({ status: 'ready', domain: null })).toBe(false);
  });
  it("titles a refusal with the catalogue's heading", () => {
    const error = Object.assign(new Error(errorMessage('domain-disconnect-failed')), {
      code: 'domain-disconnect-failed',
    });
    expect(shownError(error)).toEqual({
      title: 'Disconnection failed',
      message: 'Unable to disconnect custom domain.',
    });
  });
});

describe('quick-start guide (spec §2)', () => {
  it('ticks the publish step from the draft', () => {
    const doc = createWebsiteFixture();
    const draft = render(
      <QuickStartGuide doc={{ ...doc, lastPublishedAt: null }} onDismiss={() => {}} onGo={() => {}} />,
    );
    expect(draft).toContain('Quick start');
    expect(draft).toMatch(/data-done="false"[\s\S]*Publish/);
    const published = render(
      <QuickStartGuide
        doc={{ ...doc, lastPublishedAt: '2026-01-02T00:00:00.000Z' }}
        onDismiss={() => {}}
        onGo={() => {}}
      />,
    );
    expect(published.match(/data-done="true"/g)?.length ?? 0).toBeGreaterThan(
      draft.match(/data-done="true"/g)?.length ?? 0,
    );
  });
});
