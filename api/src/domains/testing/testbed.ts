import { Resolver } from 'node:dns/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Website } from '@sitewright/model';
import { createWebsiteFixture } from '@sitewright/model/testing';
import { createFolderStore, type DomainTenants, type ObjectStore } from '@sitewright/publisher';
import {
  insertInviteRow,
  insertPublishedWebsite,
  uniqueHandle,
  uniqueToken,
} from '@sitewright/store/testing';
import { type AuthHarness, startAuthHarness } from '../../auth/testing/harness.ts';
import { provideUploadServices } from '../../uploads/upload-services.ts';
import { type ConnectedDomains, createConnectedDomains } from '../connected-domains.ts';
import {
  type DomainServices,
  defaultDomainTimings,
  domainServicesFor,
  immediateCertificates,
  provideDomainServices,
  tenantCertificates,
} from '../domain-services.ts';
import { type LocalDns, startLocalDns } from './local-dns.ts';

/** A signed-in user of a test. */
export interface Member {
  id: string;
  email: string;
  token: string;
}

/**
 * The app on a fresh database (the auth harness), with the domain, upload and form services wired
 * to local stand-ins: a DNS server on 127.0.0.1, a folder object store in a temporary directory,
 * and the sites origin `https://sites.sitewright.test`.
 */
export interface Testbed {
  h: AuthHarness;
  dns: LocalDns;
  connected: ConnectedDomains;
  store: ObjectStore;
  sitesUrl: string;
  /** The domain services the app uses (the checker tests call them directly). */
  services(): DomainServices;
  /** Signs in a new user (`{label}-{random}@example.com`). Resets the rate limiter first. */
  member(label?: string): Promise<Member>;
  /** A new access token for `who` (after the clock moved past the old one's 15 minutes). */
  refresh(who: Member): Promise<Member>;
  /** A website owned by `owner`, published at a fresh handle with a Contact (plus a Company field) and a Newsletter section. */
  publishedWebsite(
    owner: Member,
    options?: { gaMeasurementId?: string; published?: boolean },
  ): Promise<{ id: string; handle: string }>;
  /** An accepted invite (spec §6 Editor); answers the invite's id. */
  addEditor(websiteId: string, editor: Member): Promise<string>;
  /** An invite not accepted yet (no access); answers the invite's id. */
  addPendingInvite(websiteId: string, invitee: Member): Promise<string>;
  close(): Promise<void>;
}

/** The published document of {@link Testbed.publishedWebsite}. */
export function publishedDocument(id: string, userId: string, handle: string): Website {
  const doc = createWebsiteFixture({ id, userId, handle });
  const sections = doc.sections.map((s) =>
    s.type === 'Contact'
      ? {
          ...s,
          form: {
            ...s.form,
            fields: [
              ...s.form.fields,
              {
                id: 'field-company',
                role: 'custom' as const,
                type: 'Text' as const,
                validator: null,
                title: 'Company',
              },
            ],
          },
        }
      : s,
  );
  const newsletter = {
    id: 'newsletter-1',
    type: 'Newsletter',
    heading: 'News',
    body: 'Monthly news.',
    fieldLabel: 'Your email',
    button: { label: 'Sign up', buttonStyle: 'solid', buttonSize: 'Medium' },
  };
  return {
    ...doc,
    websiteSettings: { ...doc.websiteSettings, id },
    sections: [...sections, newsletter],
  } as Website;
}

/** Options of {@link startTestbed}. */
export interface TestbedOptions {
  /**
   * Custom domains as CDN tenants (a CloudFront client pointed at a stand-in): their DNS check and
   * managed certificates replace the embedded default's. @defaultValue none
   */
  tenants?: DomainTenants;
  /** The CNAME target the records name. @defaultValue the sites origin's host */
  cnameTarget?: string;
}

export async function startTestbed(options: TestbedOptions = {}): Promise<Testbed> {
  const h = await startAuthHarness();
  const dns = await startLocalDns();
  const resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([dns.address]);
  const connected = createConnectedDomains();
  const sitesUrl = 'https://sites.sitewright.test';
  provideDomainServices(h.db, {
    resolver,
    connected,
    sitesUrl,
    certificates: options.tenants ? tenantCertificates(options.tenants) : immediateCertificates,
    ...(options.tenants ? { tenants: options.tenants } : {}),
    ...(options.cnameTarget ? { cnameTarget: options.cnameTarget } : {}),
    reservedHosts: ['sites.sitewright.test', 'app.sitewright.test', 'api.sitewright.test'],
    timings: defaultDomainTimings,
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-uploads-'));
  const store = createFolderStore({ root: dir });
  provideUploadServices(h.db, { store });
  const invite = (websiteId: string, who: Member, accepted: boolean) =>
    insertInviteRow(h.db, { websiteId, email: who.email, invitedUserId: who.id, accepted });
  return {
    h,
    dns,
    connected,
    store,
    sitesUrl,
    services: () =>
      domainServicesFor({ db: h.db, auth: { settings: { appUrl: h.appUrl, apiUrl: h.apiUrl } } }),
    async member(label = 'user') {
      h.limiter.reset();
      const email = `${label}-${uniqueToken()}@example.com`;
      const session = await h.signIn(email);
      return { id: session.user.id, email, token: session.accessToken };
    },
    async refresh(who) {
      h.limiter.reset();
      const session = await h.signIn(who.email);
      return { ...who, token: session.accessToken };
    },
    async publishedWebsite(owner, options = {}) {
      const handle = uniqueHandle();
      const id = `site-${uniqueToken()}`;
      const document = publishedDocument(id, owner.id, handle);
      const draft = {
        ...document,
        websiteSettings: { ...document.websiteSettings, gaMeasurementId: options.gaMeasurementId ?? '' },
      };
      await insertPublishedWebsite(h.db, {
        id,
        userId: owner.id,
        draft,
        ...(options.published === false ? {} : { published: { handle, document: { ...document, handle } } }),
      });
      return { id, handle };
    },
    addEditor: (websiteId, editor) => invite(websiteId, editor, true),
    addPendingInvite: (websiteId, invitee) => invite(websiteId, invitee, false),
    async close() {
      await h.close();
      await dns.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
