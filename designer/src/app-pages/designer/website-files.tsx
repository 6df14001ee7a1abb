import { exportCalls } from '@sitewright/model';
import { useState } from 'react';
import { routeUrl } from '../../api/route-url.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { downloadFile } from './version-history-api.ts';
import './version-history.css';

/**
 * "Your site as files" in Settings: the live website as a zip that works from any static host or
 * from disk, and the draft with its JSON Schema and the leads as CSV (docs/decisions/websites.md
 * "Export").
 */
export function WebsiteFiles({ websiteId, published }: { websiteId: string; published: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState<'site' | 'data' | null>(null);
  const download = async (which: 'site' | 'data') => {
    setBusy(which);
    try {
      const contract = which === 'site' ? exportCalls.exportSite : exportCalls.exportData;
      await downloadFile(
        routeUrl(contract, { params: { websiteId } }),
        which === 'site' ? 'website.zip' : 'data.zip',
      );
    } catch (failure) {
      toast.show((failure as Error).message, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="settings-group website-files" aria-labelledby="website-files-heading">
      <h3 id="website-files-heading">Your site as files</h3>
      <p className="settings-note">
        Your published website as files you can put on any web host or open from your computer, and your
        content and leads as data.
      </p>
      <div className="website-files__buttons">
        <Button
          size="small"
          variant="secondary"
          disabled={!published || busy !== null}
          onClick={() => download('site')}
        >
          {busy === 'site' ? 'Preparing…' : 'Download your website'}
        </Button>
        <Button size="small" variant="secondary" disabled={busy !== null} onClick={() => download('data')}>
          {busy === 'data' ? 'Preparing…' : 'Download your data'}
        </Button>
      </div>
      {!published && <p className="settings-note">Publish your website to download it as files.</p>}
    </section>
  );
}
