import {
  fieldLimits,
  normaliseHandle,
  type SuggestionReason,
  successToasts,
  suggestionReasonLabels,
} from '@sitewright/model';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { addressCandidates, type MissingLink, missingLinkLine } from './publish-checks.ts';
import { followRequest } from './settings-api.ts';
import { quotedWords } from './suggestion-edits.ts';
import { useHandleAvailability } from './use-handle-availability.ts';
import { websitesApi } from './websites-api.ts';

export interface PublishModalProps {
  open: boolean;
  onClose(): void;
  websiteId: string;
  currentHandle: string | null;
  /** Saves unsaved edits first: the api publishes the saved draft. */
  ensureSaved(): Promise<boolean>;
  onPublished(handle: string, liveUrl: string): void;
  /** Stand-in pictures in the draft, which the published page leaves out. @defaultValue 0 */
  standIns?: number;
  /** The suggestions the owner has not confirmed, which the published page leaves out. @defaultValue [] */
  suggestionsLeftOut?: readonly LeftOutSuggestion[];
  /** Takes the owner to the marked suggestions (the Sections panel); absent where they cannot edit. */
  onReviewSuggestions?(): void;
  /** Buttons (and videos) the published page leaves out because they have no link. @defaultValue [] */
  missingLinks?: readonly MissingLink[];
  /** Opens a section's form to fix what the page leaves out; absent where the owner cannot edit. */
  onFixSection?(sectionId: string): void;
  /** The business name a free address is suggested from when the site has none yet. @defaultValue '' */
  businessName?: string;
}

/** A pending suggestion as the publish dialog names it. */
export interface LeftOutSuggestion {
  id: string;
  /** The section it is written in (to open its form). */
  sectionId?: string;
  reason: SuggestionReason;
  text: string;
  /** The section it is written in, as the Sections panel names it. */
  sectionName: string;
}

/** "Left out until you confirm it: a price — “From $95” in Services". */
export function suggestionLeftOutLine(s: LeftOutSuggestion): string {
  return `Left out until you confirm it: ${suggestionReasonLabels[s.reason]} — “${quotedWords(s.text)}” in ${s.sectionName}`;
}

/**
 * What the dialog tells the owner about the stand-in pictures publishing leaves out (the preview
 * shows them; a visitor never sees one), or null when there are none.
 */
export function standInsNote(count: number, published: boolean): string | null {
  if (count <= 0) return null;
  const pictures = count === 1 ? '1 picture that is a stand-in' : `${count} pictures that are stand-ins`;
  return published
    ? `${pictures} ${count === 1 ? 'was' : 'were'} left out of the published page.`
    : `${pictures} will be left out of the published page. Replace ${count === 1 ? 'it' : 'them'} with your own photos to show ${count === 1 ? 'it' : 'them'}.`;
}

/**
 * Spec §2 publish modal: the web address (normalised as typed, §5), its availability (§4, checked
 * 3000 ms after typing stops), then publish, follow the request until it is live, toast
 * 'Website Published' (§8) and show the live address. It says what the published page leaves out:
 * each suggestion the owner has not confirmed, and the stand-in pictures.
 */
export function PublishModal({
  open,
  onClose,
  websiteId,
  currentHandle,
  ensureSaved,
  onPublished,
  standIns = 0,
  suggestionsLeftOut = [],
  onReviewSuggestions,
  missingLinks = [],
  onFixSection,
  businessName = '',
}: PublishModalProps) {
  const toast = useToast();
  const [input, setInput] = useState(currentHandle ?? '');
  const [suggested, setSuggested] = useState(false);
  const typed = useRef(false);
  // A first publish gets a free address from the business name (the first of its candidates the api
  // says is available), unless the owner goes to the field first.
  useEffect(() => {
    if (currentHandle !== null || !open) return;
    let current = true;
    void (async () => {
      for (const candidate of addressCandidates(businessName)) {
        const answer = await websitesApi.checkHandle(candidate, websiteId).catch(() => null);
        if (!current || typed.current) return;
        if (answer?.available) {
          // Decided when React applies it, not when the answer arrives: the owner may have gone to
          // the field in between, and the suggestion would then land in the middle of their typing.
          setInput((previous) => (typed.current ? previous : answer.handle));
          setSuggested(() => !typed.current);
          return;
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [currentHandle, open, businessName, websiteId]);
  const check = useHandleAvailability(input, websiteId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [liveUrl, setLiveUrl] = useState<string | null>(null);

  const publish = async () => {
    if (check.state !== 'available') return;
    setBusy(true);
    setError(null);
    try {
      if (!(await ensureSaved()))
        throw new Error('Your latest changes could not be saved, so nothing was published.');
      const { requestId } = await websitesApi.publish(websiteId, check.handle);
      const state = await followRequest(websiteId, requestId);
      const url = state.liveUrl ?? '';
      setLiveUrl(url);
      toast.show(successToasts.websitePublished);
      onPublished(state.handle ?? check.handle, url);
    } catch (e) {
      setError((e as ApiError | Error).message);
    } finally {
      setBusy(false);
    }
  };

  // Spec §4: changing the address of a published site republishes it; the old address stops working.
  const renaming = currentHandle !== null && input !== '' && input !== currentHandle && !liveUrl;
  const message = check.state === 'idle' || check.state === 'checking' ? null : check.message;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Publish your website"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            busy={busy}
            busyLabel="Publishing…"
            disabled={check.state !== 'available'}
            onClick={() => void publish()}
          >
            Publish
          </Button>
        </>
      }
    >
      <TextField
        label="Web address"
        name="handle"
        value={input}
        maxLength={fieldLimits.handle}
        autoComplete="off"
        hint={
          check.state === 'checking'
            ? 'Checking availability…'
            : suggested
              ? 'Suggested from your business name: free to use. Letters, digits and dashes'
              : 'Letters, digits and dashes'
        }
        {...(check.state === 'invalid' || check.state === 'unavailable' ? { error: check.message } : {})}
        // The owner is about to type: a suggestion arriving now would land in the middle of it.
        onFocus={() => {
          typed.current = true;
        }}
        onChange={(e) => {
          typed.current = true;
          setSuggested(false);
          setInput(normaliseHandle(e.target.value));
        }}
      />
      {renaming && (
        <p className="settings-note">
          Your website moves to the new address; /{currentHandle} stops working (visitors there see 'No
          website at this link').
        </p>
      )}
      {standInsNote(standIns, liveUrl !== null) && (
        <p className="settings-note publish-stand-ins">{standInsNote(standIns, liveUrl !== null)}</p>
      )}
      {missingLinks.length > 0 && (
        <div className="publish-suggestions">
          <ul aria-label="Buttons left out of the published page">
            {missingLinks.map((m) => (
              <li key={m.sectionId}>
                {missingLinkLine(m)}
                {onFixSection && (
                  <>
                    {' '}
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={`Add the link in ${m.sectionName}`}
                      onClick={() => onFixSection(m.sectionId)}
                    >
                      Add the link
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {suggestionsLeftOut.length > 0 && (
        <div className="publish-suggestions">
          <ul aria-label="Suggestions left out of the published page">
            {suggestionsLeftOut.map((s) => (
              <li key={s.id}>{suggestionLeftOutLine(s)}</li>
            ))}
          </ul>
          <p className="settings-note">
            To publish {suggestionsLeftOut.length === 1 ? 'it' : 'one'}, confirm it where it is marked in the
            Sections panel{liveUrl === null ? '' : ', then publish again'}.
          </p>
          {onReviewSuggestions && (
            <Button size="small" variant="secondary" onClick={onReviewSuggestions}>
              Review suggestions
            </Button>
          )}
        </div>
      )}
      <p className="publish-availability" role="status" data-availability={check.state}>
        {check.state === 'available' ? message : ''}
      </p>
      {error && (
        <p role="alert" className="publish-error">
          {error}
        </p>
      )}
      {liveUrl && (
        <p className="publish-view">
          <a
            className="button button--secondary button--small"
            href={liveUrl}
            target="_blank"
            rel="noreferrer external"
          >
            View site
          </a>
        </p>
      )}
      {liveUrl && (
        <p className="publish-live">
          Live at{' '}
          <a href={liveUrl} target="_blank" rel="noreferrer external">
            {liveUrl}
          </a>
        </p>
      )}
    </Modal>
  );
}
