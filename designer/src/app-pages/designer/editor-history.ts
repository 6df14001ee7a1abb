import type { Website } from '@sitewright/model';
import { withQuickStartTasks } from './quick-start-tasks.ts';

/** The document being edited, with undo and redo. */
export interface EditorHistory {
  past: readonly Website[];
  present: Website;
  future: readonly Website[];
  /** The document last saved (or loaded); `present !== saved` means unsaved changes. */
  saved: Website;
}

export type EditorAction =
  | { type: 'reset'; document: Website }
  | { type: 'edit'; change: (doc: Website) => Website; coalesceKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; document: Website };

/** Undo steps kept; older ones are dropped. */
export const historyLimit = 100;

let lastCoalesce: { key: string; at: number } | null = null;

export const initialHistory = (document: Website): EditorHistory => ({
  past: [],
  present: document,
  future: [],
  saved: document,
});

/**
 * Typing in one field within a second is one undo step (`coalesceKey` names the field), so undo
 * takes back a word or a phrase rather than one letter.
 */
export function editorReducer(state: EditorHistory, action: EditorAction): EditorHistory {
  switch (action.type) {
    case 'reset':
      lastCoalesce = null;
      return initialHistory(action.document);
    case 'edit': {
      // The owner's edit also records the quick-start tasks it completes (saved with the draft).
      const next = withQuickStartTasks(state.present, action.change(state.present));
      if (next === state.present) return state;
      const now = Date.now();
      const coalesce =
        action.coalesceKey !== undefined &&
        lastCoalesce?.key === action.coalesceKey &&
        now - lastCoalesce.at < 1000 &&
        state.past.length > 0;
      lastCoalesce = action.coalesceKey ? { key: action.coalesceKey, at: now } : null;
      const past = coalesce ? state.past : [...state.past, state.present].slice(-historyLimit);
      return { ...state, past, present: next, future: [] };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      lastCoalesce = null;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      lastCoalesce = null;
      return { ...state, past: [...state.past, state.present], present: next, future: rest };
    }
    case 'saved':
      return { ...state, saved: action.document };
  }
}

/** Whether the document differs from the last saved one. */
export const hasUnsavedChanges = (state: EditorHistory): boolean => state.present !== state.saved;
