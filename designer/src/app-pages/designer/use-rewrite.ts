import type {
  RewriteAction,
  RewriteAnswer,
  RewriteLanguage,
  RewriteOptions,
  Website,
} from '@sitewright/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Edit } from './edit.ts';
import type { PreviewSelection } from './preview-inline-editing.ts';
import { rewriteApi } from './rewrite-api.ts';
import { acceptedDraft, type RewriteTarget, rewriteTarget, selectedText } from './rewrite-target.ts';

/** Where the rewrite of a selection stands. */
export type RewritePhase =
  | { kind: 'menu' }
  | { kind: 'working'; action: RewriteAction }
  | { kind: 'suggestion'; answer: RewriteAnswer }
  | { kind: 'error'; message: string };

export interface Rewrite {
  /** The actions this server performs (null until known). */
  options: RewriteOptions | null;
  target: RewriteTarget | null;
  phase: RewritePhase;
  run(action: RewriteAction, language?: RewriteLanguage): void;
  /** Writes the suggestion into the draft: one edit, so one undo step, saved by the autosave. */
  accept(): void;
  /** Leaves the text as it is. */
  reject(): void;
}

/**
 * The rewrite of a text selected in the preview: the menu follows the selection until an action
 * runs; the suggestion then stays until accepted or rejected, whatever is selected meanwhile.
 */
export function useRewrite({
  websiteId,
  doc,
  edit,
  selection,
  enabled,
}: {
  websiteId: string;
  doc: Website;
  edit: Edit;
  selection: PreviewSelection | null;
  enabled: boolean;
}): Rewrite {
  const [options, setOptions] = useState<RewriteOptions | null>(null);
  const [target, setTarget] = useState<RewriteTarget | null>(null);
  const [phase, setPhase] = useState<RewritePhase>({ kind: 'menu' });
  const current = useRef(doc);
  current.current = doc;
  /** The call whose answer is awaited: an answer for an abandoned one is dropped. */
  const asked = useRef(0);

  useEffect(() => {
    if (!enabled || options) return;
    let live = true;
    rewriteApi
      .options(websiteId)
      .then((answer) => live && setOptions(answer))
      .catch(() => live && setOptions({ actions: [], languages: [], note: null }));
    return () => {
      live = false;
    };
  }, [enabled, options, websiteId]);

  // While the menu shows (no call made yet), it follows the selection.
  const busy = phase.kind !== 'menu';
  useEffect(() => {
    if (busy) return;
    setTarget(enabled && selection ? rewriteTarget(current.current, selection) : null);
  }, [busy, enabled, selection]);

  const close = useCallback(() => {
    asked.current++;
    setPhase({ kind: 'menu' });
    setTarget(null);
  }, []);

  const run = useCallback(
    (action: RewriteAction, language?: RewriteLanguage) => {
      if (!target) return;
      const call = ++asked.current;
      setPhase({ kind: 'working', action });
      rewriteApi
        .rewrite(websiteId, {
          action,
          text: selectedText(target),
          maxLength: target.maxLength,
          multiline: target.field.multiline,
          ...(language ? { language } : {}),
        })
        .then((answer) => {
          if (call === asked.current) setPhase({ kind: 'suggestion', answer });
        })
        .catch((error: unknown) => {
          if (call !== asked.current) return;
          const message = error instanceof Error ? error.message : 'The rewrite failed. Please try again.';
          setPhase({ kind: 'error', message });
        });
    },
    [target, websiteId],
  );

  const accept = useCallback(() => {
    if (!target || phase.kind !== 'suggestion') return;
    const outcome = acceptedDraft(current.current, target, phase.answer.text);
    if (outcome.error !== null) {
      setPhase({ kind: 'error', message: outcome.error });
      return;
    }
    const text = phase.answer.text;
    edit((d) => acceptedDraft(d, target, text).draft ?? d);
    close();
  }, [target, phase, edit, close]);

  return { options, target: enabled ? target : null, phase, run, accept, reject: close };
}
