import {
  pendingSuggestions,
  type Section,
  type Suggestion,
  type Website,
  wholeItem,
} from '@sitewright/model';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { Edit } from './edit.ts';
import type { FormField } from './schema-fields.ts';
import {
  confirmLabel,
  confirmSuggestion,
  quotedWords,
  removeLabel,
  removeSuggestion,
  suggestionHeadline,
} from './suggestion-edits.ts';

/** What the section form knows of its section's pending suggestions, and what it can do with them. */
export interface SectionMarks {
  /** Pending suggestions in the section's own field `key` (itemId null), or in field `key` of item `itemId`. */
  forField(itemId: string | null, key: string): Suggestion[];
  /** Pending suggestions marking the whole item `itemId`. */
  forItem(itemId: string): Suggestion[];
  confirm(id: string): void;
  remove(id: string): void;
  /** Why the last Remove was refused, by suggestion id (the model's message). */
  refusals: Readonly<Record<string, string>>;
  readOnly: boolean;
}

/** The hint a marked text field carries (read with the field by screen readers). */
export const markedFieldHint =
  'Holds a suggestion: it is left out of your published page until you confirm it.';

/**
 * The marks of some suggestions, where the owner edits them: "Suggestion: {what} — {advice}", the
 * suggested words quoted, and Confirm (the words stay as the owner's) and Remove (the words go).
 * Without edit control the mark is shown without its buttons.
 */
export function SuggestionMarks({ marks, of }: { marks: readonly Suggestion[]; of: SectionMarks }) {
  if (marks.length === 0) return null;
  return marks.map((s) => {
    return (
      <fieldset key={s.id} className="suggestion-mark" data-suggestion-id={s.id}>
        <legend className="suggestion-mark__headline">{suggestionHeadline(s.reason)}</legend>
        <p className="suggestion-mark__words">“{quotedWords(s.text)}”</p>
        {!of.readOnly && (
          <div className="suggestion-mark__actions">
            <Button size="small" aria-label={confirmLabel(s)} onClick={() => of.confirm(s.id)}>
              Confirm
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={removeLabel(s)}
              onClick={() => of.remove(s.id)}
            >
              Remove
            </Button>
          </div>
        )}
        {of.refusals[s.id] && (
          <p className="suggestion-mark__error" role="alert">
            {of.refusals[s.id]}
          </p>
        )}
      </fieldset>
    );
  });
}

/**
 * Whether the form shows a suggestion's mark at its place: a text field of the section, or an item
 * (or a text field of an item) of one of the section's lists. Others are marked at the form's top.
 */
export function markedInPlace(fields: readonly FormField[], section: Section, s: Suggestion): boolean {
  if (s.itemId === null) return fields.some((f) => f.kind === 'text' && f.key === s.field);
  const values = section as unknown as Record<string, unknown>;
  for (const f of fields) {
    if (f.kind !== 'items') continue;
    const items = values[f.key];
    if (!Array.isArray(items) || !items.some((item) => (item as { id?: unknown })?.id === s.itemId)) continue;
    if (s.field === wholeItem) return true;
    const itemFields =
      f.shape.kind === 'object'
        ? f.shape.fields
        : f.shape.kind === 'variants'
          ? f.shape.variants.flatMap((v) => v.fields)
          : [];
    return itemFields.some((x) => x.kind === 'text' && x.key === s.field);
  }
  return false;
}

/**
 * A section's pending suggestions as its form uses them. Confirm and Remove are edits of the draft
 * like any other (one undo step each, saved by the autosave); a Remove the section's schema refuses
 * is not written, and its message is kept in `refusals` through `refuse`.
 */
export function sectionMarks(options: {
  /** The draft; none (a form shown on its own) has no suggestions. */
  doc: Website | undefined;
  sectionId: string;
  edit: Edit;
  readOnly: boolean;
  refusals: Readonly<Record<string, string>>;
  refuse(id: string, message: string | null): void;
}): { pending: Suggestion[]; marks: SectionMarks } {
  const { doc, sectionId, edit } = options;
  const pending = doc ? pendingSuggestions(doc).filter((s) => s.sectionId === sectionId) : [];
  const marks: SectionMarks = {
    forField: (itemId, key) =>
      pending.filter((s) => s.itemId === itemId && s.field === key && s.field !== wholeItem),
    forItem: (itemId) => pending.filter((s) => s.itemId === itemId && s.field === wholeItem),
    confirm: (id) => edit((d) => confirmSuggestion(d, id)),
    remove: (id) => {
      if (!doc) return;
      const refusal = removeSuggestion(doc, id).error;
      options.refuse(id, refusal);
      if (!refusal) edit((d) => removeSuggestion(d, id).doc);
    },
    refusals: options.refusals,
    readOnly: options.readOnly,
  };
  return { pending, marks };
}

/** `sectionMarks` for the section form, with its refusals kept in state. */
export function useSectionMarks(doc: Website | undefined, section: Section, edit: Edit, readOnly: boolean) {
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const refuse = (id: string, message: string | null) =>
    setRefusals((r) => {
      const { [id]: _old, ...rest } = r;
      return message ? { ...rest, [id]: message } : rest;
    });
  return sectionMarks({ doc, sectionId: section.id, edit, readOnly, refusals, refuse });
}
