import {
  fieldLimits,
  successToasts,
  validateAnalyticsId,
  type Website,
  type WebsiteSettings,
} from '@sitewright/model';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { updateSettings } from './document-edits.ts';
import type { Edit } from './edit.ts';

function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="toggle-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export interface SettingsPanelProps {
  doc: Website;
  edit: Edit;
  readOnly: boolean;
  onPublish(): void;
}

/**
 * Spec §2 Settings panel, the items this screen owns today: SEO (page title, keywords, search
 * indexing), analytics ID (§5), cookie banner, fixed header, bottom border, published state and
 * address. Custom domain, browser icon, sharing, contact export and custom head code are other work.
 */
export function SettingsPanel({ doc, edit, readOnly, onPublish }: SettingsPanelProps) {
  const toast = useToast();
  const settings = doc.websiteSettings;
  const [analytics, setAnalytics] = useState(settings.gaMeasurementId);
  const analyticsCheck = validateAnalyticsId(analytics, { hasCustomDomain: false });
  const set = (patch: Partial<WebsiteSettings>, key?: string) => edit((d) => updateSettings(d, patch), key);

  return (
    <section className="designer-panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <section aria-labelledby="publish-state-title" className="settings-group">
        <h3 id="publish-state-title">Web address</h3>
        <p data-testid="published-state">
          {doc.lastPublishedAt && doc.handle ? `Published at /${doc.handle}` : 'Draft - Not Published'}
        </p>
        <Button size="small" variant="secondary" disabled={readOnly} onClick={onPublish}>
          {doc.handle ? 'Change address or publish' : 'Publish'}
        </Button>
      </section>
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
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Analytics</legend>
        <TextField
          label="Google Analytics ID"
          name="gaMeasurementId"
          value={analytics}
          optional
          hint="G-XXXXXXXXXX"
          maxLength={16}
          {...(analyticsCheck.ok ? {} : { error: analyticsCheck.message })}
          onChange={(e) => {
            setAnalytics(e.target.value);
            const checked = validateAnalyticsId(e.target.value, { hasCustomDomain: false });
            if (checked.ok) set({ gaMeasurementId: checked.value }, 'settings.analytics');
          }}
        />
      </fieldset>
      <fieldset className="settings-group" disabled={readOnly}>
        <legend>Page</legend>
        <Toggle
          label="Cookie banner"
          checked={settings.cookieBanner.enabled}
          disabled={readOnly}
          onChange={(on) => {
            set({ cookieBanner: { ...settings.cookieBanner, enabled: on } });
            if (on) toast.show(successToasts.cookieBannerEnabled);
          }}
        />
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
    </section>
  );
}
