import type { Website } from '@sitewright/model';
import { useMemo, useRef, useState } from 'react';
import type { Edit } from './edit.ts';
import { inlineField, inlineFieldName, inlineOutcome, withText } from './inline-fields.ts';
import type { PreviewNotice } from './preview-frame.tsx';
import type { InlineEditor, PreviewSelection } from './preview-inline-editing.ts';
import { fieldError } from './schema-fields.ts';

/** Which edits of one text are one undo step: the same key the history coalesces within a second. */
export const inlineCoalesceKey = (path: string) => `inline:${path}`;

interface Notice extends PreviewNotice {
  path: string;
  /** 'clipped' stays while the owner types on in the field; 'refused' goes with the next good text. */
  kind: 'clipped' | 'refused';
}

const sameSelection = (a: PreviewSelection | null, b: PreviewSelection | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.path === b.path &&
    a.before === b.before &&
    a.selected === b.selected &&
    a.whole === b.whole &&
    a.rect.left === b.rect.left &&
    a.rect.top === b.rect.top &&
    a.rect.bottom === b.rect.bottom);

/**
 * The designer's side of in-place editing: texts typed in the preview go through the same `edit`
 * as the side form (one undo step per burst of typing in a field, the autosave, the side form's
 * controlled inputs follow the draft), checked against the field's schema (`inline-fields.ts`).
 */
export function useInlineEditor({
  doc,
  edit,
  undo,
  redo,
  enabled,
}: {
  doc: Website;
  edit: Edit;
  undo(): void;
  redo(): void;
  /** Off in Preview mode, below 768 px and without edit control (README "Decisions"). */
  enabled: boolean;
}): {
  editor: InlineEditor;
  notice: PreviewNotice | null;
  /** Text selected in one editable text of the preview (the rewrite menu's cue), or null. */
  selection: PreviewSelection | null;
} {
  const current = useRef(doc);
  current.current = doc;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [selection, setSelection] = useState<PreviewSelection | null>(null);

  const editor = useMemo<InlineEditor>(
    () => ({
      enabled,
      describe(path) {
        const field = inlineField(current.current, path);
        return field
          ? { name: inlineFieldName(field), multiline: field.multiline, maxLength: field.maxLength }
          : null;
      },
      commit(path, typed) {
        const field = inlineField(current.current, path);
        if (!field) return;
        const outcome = inlineOutcome(field, typed);
        if (outcome.message) {
          const kind = outcome.text === null ? 'refused' : 'clipped';
          setNotice({ path, kind, text: `${field.label}: ${outcome.message}` });
        } else {
          setNotice((shown) => (shown?.path === path && shown.kind === 'clipped' ? shown : null));
        }
        const text = outcome.text;
        if (text !== null) edit((d) => withText(d, path, text), inlineCoalesceKey(path));
      },
      overflow(path, attempted) {
        const field = inlineField(current.current, path);
        const message = field ? fieldError(field.schema, attempted) : null;
        if (field && message) setNotice({ path, kind: 'clipped', text: `${field.label}: ${message}` });
      },
      left() {
        setNotice(null);
      },
      toRewriteMenu() {
        document.querySelector<HTMLElement>('.rewrite-menu button, .rewrite-menu select')?.focus();
      },
      selected(next) {
        // Set only when it changed: the caret moving while typing (no selection) renders nothing.
        setSelection((shown) => (sameSelection(shown, next) ? shown : next));
      },
      undo,
      redo,
    }),
    [enabled, edit, undo, redo],
  );
  return { editor, notice, selection: enabled ? selection : null };
}
