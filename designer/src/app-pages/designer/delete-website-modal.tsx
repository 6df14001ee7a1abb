import { useState } from 'react';
import { useRouter } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { chooseWebsite } from './choose-website.ts';
import { deleteWebsite } from './settings-api.ts';
import { ErrorNotice, type ShownError, shownError } from './settings-parts.tsx';
import { websitesApi } from './websites-api.ts';

export interface DeleteWebsiteModalProps {
  open: boolean;
  onClose(): void;
  websiteId: string;
  businessName: string;
  /** The published address, if any: visitors there will see 'No website at this link' (spec §4). */
  publishedHandle: string | null;
  /** Reads the website list again (the no-websites view when `/designer` is already the address). */
  onReload(): void;
}

/**
 * Spec §2 delete website modal, §6 (owner only — the caller shows it only to the owner; the api
 * refuses editors with 403). Deleting removes the published copy and the draft (§4). Afterwards the
 * designer opens the next website (chosen as on `/designer`, §2), or the no-websites view. The spec has
 * no toast for it: the designer moving on is the confirmation.
 */
export function DeleteWebsiteModal({
  open,
  onClose,
  websiteId,
  businessName,
  publishedHandle,
  onReload,
}: DeleteWebsiteModalProps) {
  const { navigate } = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteWebsite(websiteId);
      // The deleted website is gone from the list at once (docs/decisions/websites.md).
      const next = chooseWebsite((await websitesApi.list().catch(() => ({ websites: [] }))).websites);
      if (next) navigate(`/designer/${encodeURIComponent(next.draftId)}`, { replace: true });
      else if (window.location.pathname === '/designer') onReload();
      else navigate('/designer', { replace: true });
    } catch (e) {
      setError(shownError(e));
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete this website?"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button className="button--danger" busy={busy} busyLabel="Deleting…" onClick={() => void remove()}>
            Delete website
          </Button>
        </>
      }
    >
      <p>
        <strong>{businessName || 'This website'}</strong> and its draft are deleted for you and every editor.
      </p>
      {publishedHandle && (
        <p>
          It is taken offline: visitors of its address /{publishedHandle} will see 'No website at this link',
          and the address becomes free for anyone.
        </p>
      )}
      <p>This cannot be undone.</p>
      <ErrorNotice error={error} />
    </Modal>
  );
}
