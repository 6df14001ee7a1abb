import type { Website } from '@sitewright/model';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useLiveEvents } from './live-events.ts';
import { type ListedVersion, versionHistoryApi } from './version-history-api.ts';
import './version-history.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Pending = { action: 'restore' | 'copy'; version: ListedVersion } | null;

export interface VersionHistoryProps {
  websiteId: string;
  open: boolean;
  onClose(): void;
  /**
   * "Copy into draft" in the designer: the version's document becomes the draft as one edit, so
   * autosave saves it as a new draft version and Undo takes it back. Without it (no edit control)
   * the button is not offered.
   */
  onCopy?(document: Website): void;
}

/**
 * "Version history" (docs/decisions/websites.md): every publish kept (the last 20), newest first,
 * with when, who, the address and the page's first picture; "Restore this version" makes it live
 * again (no rebuild) and "Copy into draft" continues from it. Each asks for confirmation first.
 * The list follows publishes made elsewhere (the live stream's `website-published`).
 */
export function VersionHistory({ websiteId, open, onClose, onCopy }: VersionHistoryProps) {
  const toast = useToast();
  const [versions, setVersions] = useState<ListedVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    versionHistoryApi.list(websiteId).then(
      (answer) => {
        setVersions(answer.versions);
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [websiteId]);
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);
  useLiveEvents((event) => {
    if (!open) return;
    if (event.kind === 'ready' || (event.kind === 'website-published' && event.websiteId === websiteId))
      refresh();
  });

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'restore') {
        await versionHistoryApi.restore(websiteId, pending.version.id);
        toast.show('Version restored: visitors see it now');
        refresh();
      } else {
        const { document } = await versionHistoryApi.get(websiteId, pending.version.id);
        onCopy?.(document);
        toast.show('Version copied into your draft (Undo takes it back)');
        onClose();
      }
    } catch (failure) {
      toast.show((failure as Error).message, 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <Modal open={open && pending === null} onClose={onClose} title="Version history">
        <p className="version-history__intro">
          Every time you publish, the version is kept (the last 20). Restore one to show it to visitors again
          at once, or copy it into your draft to continue from it.
        </p>
        {error && (
          <p role="alert" className="version-history__error">
            {error}
          </p>
        )}
        {versions === null && !error && <p role="status">Loading versions…</p>}
        {versions?.length === 0 && <p>Nothing published yet: your versions appear here after you publish.</p>}
        {versions && versions.length > 0 && (
          <ol className="version-history__list" aria-label="Published versions">
            {versions.map((version) => (
              <li key={version.id} className="version-history__item" data-version={version.id}>
                {version.thumbnailUrl ? (
                  <img className="version-history__thumb" src={version.thumbnailUrl} alt="" loading="lazy" />
                ) : (
                  <span className="version-history__thumb version-history__thumb--none" aria-hidden="true" />
                )}
                <div className="version-history__facts">
                  <p className="version-history__when">
                    <time dateTime={version.publishedAt}>{when.format(new Date(version.publishedAt))}</time>
                    {version.live && <span className="version-history__live">Live</span>}
                  </p>
                  <p className="version-history__who">
                    {version.publishedBy ? `Published by ${version.publishedBy}` : 'Published automatically'}
                  </p>
                  {version.address && <p className="version-history__address">{version.address}</p>}
                </div>
                <div className="version-history__actions">
                  {!version.live && (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => setPending({ action: 'restore', version })}
                    >
                      Restore this version
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="quiet"
                    onClick={() => setPending({ action: 'copy', version })}
                  >
                    Copy into draft
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Modal>
      <Modal
        open={pending !== null}
        onClose={() => !busy && setPending(null)}
        title={pending?.action === 'restore' ? 'Restore this version?' : 'Copy this version into your draft?'}
        actions={
          <>
            <Button variant="quiet" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button disabled={busy} onClick={confirm}>
              {pending?.action === 'restore' ? 'Restore' : 'Copy into draft'}
            </Button>
          </>
        }
      >
        <p>
          {pending?.action === 'restore'
            ? `Visitors will see the version published ${pending ? when.format(new Date(pending.version.publishedAt)) : ''} instead of the live one. Your draft does not change.`
            : 'Your draft will be replaced by this version and saved as a new draft version; Undo takes it back. What visitors see does not change until you publish.'}
        </p>
      </Modal>
    </>
  );
}

/** The toolbar's "Versions" button and the panel it opens. */
export function VersionHistoryButton({
  websiteId,
  onCopy,
}: {
  websiteId: string;
  onCopy?(document: Website): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Versions
      </Button>
      <VersionHistory
        websiteId={websiteId}
        open={open}
        onClose={() => setOpen(false)}
        {...(onCopy ? { onCopy } : {})}
      />
    </>
  );
}
