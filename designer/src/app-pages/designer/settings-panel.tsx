import {
  fieldLimits,
  successToasts,
  validateAnalyticsId,
  type Website,
  type WebsiteSettings,
} from '@sitewright/model';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { BrowserIconField } from './browser-icon-field.tsx';
import { DeleteWebsiteModal } from './delete-website-modal.tsx';
import { updateSettings } from './document-edits.ts';
import { DomainSettings } from './domain-settings.tsx';
import type { Edit } from './edit.ts';
import { ExportContactsModal } from './export-contacts-modal.tsx';
import { Toggle } from './settings-parts.tsx';
import { hasConnectedDomain, useWebsiteDomain } from './use-website-domain.ts';
import { WebAddressSettings } from './web-address-settings.tsx';
import { WebsiteFiles } from './website-files.tsx';

export interface SettingsPanelProps {
  doc: Website;
  edit: Edit;
  readOnly: boolean;
  websiteId: string;
  isOwner: boolean;
  /** The live address, when this session published (the api does not give it otherwise). */
  liveUrl: string | null;
  ensureSaved(): Promise<boolean>;
  onPublish(): void;
  onUnpublished(): void;
  /** Opens the share modal (website sharing and editors). */
  onShare(): void;
  /** Reads the website again (a domain disconnect cleared a GTM ID; a deletion left no website). */
  onDraftChanged(): void;
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="settings-group">
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * Spec §2 Settings panel, every item: web address and published state, custom domain, browser
 * icon, SEO (page title, keywords, search indexing), sharing and editors, contact export,
 * analytics ID (§5: GTM only with a connected domain), cookie banner, custom head code (§5: only
 * published on a connected custom domain), fixed header, bottom border; and, for the owner (§6),
 * deleting the website.
 */
export function SettingsPanel(props: SettingsPanelProps) {
  const { doc, edit, readOnly, websiteId } = props;
  const toast = useToast();
  const settings = doc.websiteSettings;
  const domain = useWebsiteDomain(websiteId);
  const connected = hasConnectedDomain(domain.load);
  const [analytics, setAnalytics] = useState(settings.gaMeasurementId);
  const analyticsCheck = validateAnalyticsId(analytics, { hasCustomDomain: connected });
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const set = (patch: Partial<WebsiteSettings>, key?: string) => edit((d) => updateSettings(d, patch), key);
  const banner = settings.cookieBanner;
  const setBanner = (patch: Partial<WebsiteSettings['cookieBanner']>, key?: string) =>
    set({ cookieBanner: { ...banner, ...patch } }, key);

  return (
    <section className="designer-panel settings-panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <Group id="publish-state-title" title="Web address">
        <WebAddressSettings
          websiteId={websiteId}
          handle={doc.handle}
          liveUrl={props.liveUrl}
          readOnly={readOnly}
          ensureSaved={props.ensureSaved}
          onPublish={props.onPublish}
          onUnpublished={props.onUnpublished}
        />
      </Group>
      <Group id="domain-title" title="Custom domain">
        <DomainSettings
          websiteId={websiteId}
          domain={domain}
          publishedHandle={doc.handle}
          isOwner={props.isOwner}
          readOnly={readOnly}
          companyName={settings.businessName}
          ensureSaved={props.ensureSaved}
          onDraftChanged={props.onDraftChanged}
        />
      </Group>
      <Group id="browser-icon-title" title="Browser icon">
        <BrowserIconField
          websiteId={websiteId}
          icon={settings.favIcon}
          disabled={readOnly}
          onChange={(favIcon) => set({ favIcon })}
        />
      </Group>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Search engines</legend>
        <TextField
          label="Page title"
          name="pageTitle"
          maxLength={fieldLimits.websiteTitle}
          value={settings.pageTitle}
          onChange={(e) => set({ pageTitle: e.target.value }, 'settings.pageTitle')}
        />
        <TextField
          label="SEO keywords"
          name="seoKeywords"
          maxLength={fieldLimits.seoKeywords}
          value={settings.seoKeywords}
          hint="Separate keywords with commas"
          onChange={(e) => set({ seoKeywords: e.target.value }, 'settings.seoKeywords')}
        />
        <Toggle
          label="Let search engines index this website"
          checked={settings.searchIndexing}
          disabled={readOnly}
          onChange={(on) => set({ searchIndexing: on })}
        />
      </fieldset>
      <Group id="sharing-title" title="Sharing and editors">
        <p className="settings-note">Invite people to edit this website with you.</p>
        <Button size="small" variant="secondary" onClick={props.onShare}>
          Share and manage editors
        </Button>
      </Group>
      <Group id="contacts-title" title="Contacts">
        <p className="settings-note">Messages visitors sent through your contact form.</p>
        <Button size="small" variant="secondary" onClick={() => setExporting(true)}>
          Export contacts
        </Button>
      </Group>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Analytics</legend>
        <TextField
          label="Google Analytics ID"
          name="gaMeasurementId"
          value={analytics}
          optional
          hint={
            connected
              ? 'G-XXXXXXXXXX, or a Tag Manager ID GTM-XXXXXXX'
              : 'G-XXXXXXXXXX (a Tag Manager ID needs a connected custom domain)'
          }
          maxLength={16}
          {...(analyticsCheck.ok ? {} : { error: analyticsCheck.message })}
          onChange={(e) => {
            setAnalytics(e.target.value);
            const checked = validateAnalyticsId(e.target.value, { hasCustomDomain: connected });
            if (checked.ok) set({ gaMeasurementId: checked.value }, 'settings.analytics');
          }}
        />
      </fieldset>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Cookie banner</legend>
        <Toggle
          label="Show a cookie banner"
          checked={banner.enabled}
          disabled={readOnly}
          onChange={(on) => {
            setBanner({ enabled: on });
            if (on) toast.show(successToasts.cookieBannerEnabled);
          }}
        />
        {banner.enabled && (
          <>
            <TextField
              label="Banner text"
              name="cookieBannerText"
              maxLength={fieldLimits.cookieText}
              value={banner.primaryText}
              onChange={(e) => setBanner({ primaryText: e.target.value }, 'settings.cookieText')}
            />
            <RequiredTextField
              label="Accept button"
              value={banner.acceptButtonText}
              onCommit={(acceptButtonText) => setBanner({ acceptButtonText }, 'settings.cookieAccept')}
            />
            <RequiredTextField
              label="Reject button"
              value={banner.rejectButtonText}
              onCommit={(rejectButtonText) => setBanner({ rejectButtonText }, 'settings.cookieReject')}
            />
          </>
        )}
      </fieldset>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Custom head code</legend>
        <TextAreaField
          label="Code added to every page's head"
          name="customHeadCode"
          rows={4}
          maxLength={fieldLimits.codeContent}
          value={settings.customHeadCode}
          optional
          hint={
            connected
              ? 'Published on your custom domain only, never on the free address.'
              : 'Only published on a connected custom domain: connect one above to use it.'
          }
          onChange={(e) => set({ customHeadCode: e.target.value }, 'settings.customHeadCode')}
        />
      </fieldset>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Page</legend>
        <Toggle
          label="Fixed header"
          checked={settings.fixedHeader}
          disabled={readOnly}
          onChange={(on) => {
            set({ fixedHeader: on });
            if (on) toast.show(successToasts.fixedHeaderEnabled);
          }}
        />
        <Toggle
          label="Bottom border"
          checked={settings.bottomBorder}
          disabled={readOnly}
          onChange={(on) => set({ bottomBorder: on })}
        />
      </fieldset>
      <WebsiteFiles websiteId={websiteId} published={doc.handle !== null} />
      {props.isOwner && (
        <Group id="delete-title" title="Delete website">
          <p className="settings-note">Deletes the draft and takes the published website offline.</p>
          <Button size="small" variant="secondary" onClick={() => setDeleting(true)}>
            Delete website
          </Button>
        </Group>
      )}
      {exporting && <ExportContactsModal open onClose={() => setExporting(false)} websiteId={websiteId} />}
      {deleting && (
        <DeleteWebsiteModal
          open
          onClose={() => setDeleting(false)}
          websiteId={websiteId}
          businessName={settings.businessName}
          publishedHandle={doc.handle}
          onReload={props.onDraftChanged}
        />
      )}
    </section>
  );
}

/** A button label (spec §9 ≤ 28, never empty): an empty field keeps the last good text. */
function RequiredTextField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit(value: string): void;
}) {
  const [text, setText] = useState(value);
  return (
    <TextField
      label={label}
      value={text}
      maxLength={fieldLimits.buttonLabel}
      error={text.trim() === '' ? 'Required' : null}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() !== '') onCommit(e.target.value);
      }}
    />
  );
}
