import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { followRequest, unpublishWebsite } from './settings-api.ts';
import { ErrorNotice, type ShownError, shownError } from './settings-parts.tsx';

export interface WebAddressSettingsProps {
  websiteId: string;
  /** The published address, or null for a draft. */
  handle: string | null;
  /** Where visitors find the site: from the loaded website, then from this session's publishes. */
  liveUrl: string | null;
  readOnly: boolean;
  /** Saves pending edits first, so mirroring the cleared handle afterwards loses nothing. */
  ensureSaved(): Promise<boolean>;
  /** Opens the publish modal: publish, or change the address of a published website (a rename). */
  onPublish(): void;
  onUnpublished(): void;
}

/** An address as people say it: `sites.example.com/rivera-plumbing`, without the scheme or a last `/`. */
export function shownAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * Spec §2 "published state and website address", §4 Website: 'Draft - Not Published' or the
 * published address; changing it republishes at the new address and the old one stops working
 * (the publish modal, api rename); unpublishing takes the site offline after a confirmation.
 */
export function WebAddressSettings(props: WebAddressSettingsProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const published = props.handle !== null;

  const unpublish = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await props.ensureSaved()))
        throw new Error('Your latest changes could not be saved, so the website was not unpublished.');
      const { requestId } = await unpublishWebsite(props.websiteId);
      await followRequest(props.websiteId, requestId);
      setConfirming(false);
      props.onUnpublished();
    } catch (e) {
      setError(shownError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p data-testid="published-state">
        {published ? (
          <>
            Published at{' '}
            {props.liveUrl ? (
              <a href={props.liveUrl} target="_blank" rel="noreferrer external">
                {shownAddress(props.liveUrl)}
              </a>
            ) : (
              <strong>/{props.handle}</strong>
            )}
          </>
        ) : (
          'Draft - Not Published'
        )}
      </p>
      {published && (
        <p className="settings-note">
          Changing the address publishes again there; the old address stops working.
        </p>
      )}
      <div className="settings-actions">
        {published && props.liveUrl && (
          <a
            className="button button--secondary button--small"
            href={props.liveUrl}
            target="_blank"
            rel="noreferrer external"
          >
            View site
          </a>
        )}
        <Button size="small" variant="secondary" disabled={props.readOnly} onClick={props.onPublish}>
          {published ? 'Change address' : 'Publish'}
        </Button>
        {published && (
          <Button size="small" variant="quiet" disabled={props.readOnly} onClick={() => setConfirming(true)}>
            Unpublish
          </Button>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Unpublish this website?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button busy={busy} busyLabel="Unpublishing…" onClick={() => void unpublish()}>
              Unpublish
            </Button>
          </>
        }
      >
        <p>
          Visitors of /{props.handle} will see 'No website at this link' until you publish again. Your draft
          is kept.
        </p>
        <ErrorNotice error={error} />
      </Modal>
    </>
  );
}
