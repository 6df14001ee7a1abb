import { useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { websitesApi } from './websites-api.ts';

/**
 * Spec §4 "Editing control": only one editor at a time. Shown when the user does not hold edit
 * control: the designer is read-only until they take control, after a confirmation that the other
 * editor's unsaved changes are lost. The draft is reloaded afterwards (it may have changed).
 */
export function EditControlBanner({ websiteId, onTaken }: { websiteId: string; onTaken(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = async () => {
    setBusy(true);
    try {
      await websitesApi.takeEditControl(websiteId);
      setConfirming(false);
      onTaken();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="designer-banner" aria-label="Edit control">
      <p>Another editor is editing this website. You can look, but not change it.</p>
      <Button size="small" onClick={() => setConfirming(true)}>
        Take control
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Take control of editing?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button busy={busy} busyLabel="Taking control…" onClick={() => void take()}>
              Take control
            </Button>
          </>
        }
      >
        <p>The other editor stops editing and any changes they have not saved are lost.</p>
        {error && <p role="alert">{error}</p>}
      </Modal>
    </section>
  );
}

/** The 409 stale-draft answer: the draft changed elsewhere; reloading is the only way on. */
export function StaleDraftModal({
  open,
  message,
  onReload,
}: {
  open: boolean;
  message: string;
  onReload(): void;
}) {
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      hideClose
      title="This draft changed elsewhere"
      actions={<Button onClick={onReload}>Reload the latest version</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
