import { successToasts, type Website } from '@sitewright/model';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { useToast } from '../../ui/toast.tsx';
import type { EditorAction, EditorHistory } from './editor-history.ts';
import { websitesApi } from './websites-api.ts';

/** Quiet time after the last edit before the draft is saved. Decision: the spec gives no figure. */
export const autosaveDelayMs = 1500;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'stale'; message: string }
  | { kind: 'no-control'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Autosave: a debounced `PUT /draft` with the version the draft was based on. The first save of
 * the session toasts 'Draft Saved' (spec §8) once; later ones show only in the toolbar's calm status
 * (`savedOnce`), so toasts never stack over the preview while the owner types. A 409 stale-draft stops saving and offers a reload (never merged);
 * losing edit control stops saving too. One save at a time; edits made meanwhile are saved next.
 */
export function useAutosave(
  websiteId: string,
  history: EditorHistory,
  dispatch: Dispatch<EditorAction>,
  initialVersion: number,
  enabled: boolean,
): { state: SaveState; version: number; savedOnce: boolean; saveNow(): Promise<boolean> } {
  const toast = useToast();
  const [savedOnce, setSavedOnce] = useState(false);
  const toasted = useRef(false);
  const version = useRef(initialVersion);
  const inFlight = useRef(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [tick, setTick] = useState(0);
  const latest = useRef(history);
  latest.current = history;

  /** Saves the present document; true once it is saved (or nothing needed saving). */
  const save = async (): Promise<boolean> => {
    const doc: Website = latest.current.present;
    if (doc === latest.current.saved) return true;
    if (inFlight.current) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return saveRef.current();
    }
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const answer = await websitesApi.saveDraft(websiteId, doc, version.current);
      version.current = answer.version;
      dispatch({ type: 'saved', document: doc });
      setState({ kind: 'idle' });
      setSavedOnce(true);
      if (!toasted.current) toast.show(successToasts.draftSaved);
      toasted.current = true;
      setTick((n) => n + 1); // edits made during the save get their own
      return true;
    } catch (error) {
      const { code, message } = error as ApiError;
      if (code === 'stale-draft') setState({ kind: 'stale', message });
      else if (code === 'edit-control-required') setState({ kind: 'no-control', message });
      else setState({ kind: 'failed', message });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  const blocked = state.kind === 'stale' || state.kind === 'no-control';
  const unsaved = history.present !== history.saved;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed by each edit (present) and finished save (tick)
  useEffect(() => {
    if (!enabled || blocked || !unsaved) return;
    const timer = setTimeout(() => void saveRef.current(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, blocked, unsaved, history.present, tick]);

  return { state, version: version.current, savedOnce, saveNow: () => saveRef.current() };
}
