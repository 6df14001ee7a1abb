import { type SectionType, sectionDefinitions, type Website } from '@sitewright/model';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { addSection, canAdd, isFixed, moveSection, removeSection } from './document-edits.ts';
import type { Edit } from './edit.ts';
import { SectionForm } from './section-form.tsx';
import { pendingBySection, suggestionCount } from './suggestion-edits.ts';

const sectionTitle = (type: SectionType) => sectionDefinitions[type].title;

/**
 * Spec §2 Sections panel: the page's sections in order; add (within §9 counts; Header and Footer
 * are required and fixed), remove, reorder by dragging a row, with the buttons or Alt+Arrow keys on a row, and the
 * selected section's text in a form generated from its schema. A section holding suggestions the
 * owner has not confirmed shows how many beside its name.
 */
export function SectionsPanel({
  doc,
  edit,
  readOnly,
  selected: chosen,
  onSelect,
}: {
  doc: Website;
  edit: Edit;
  readOnly: boolean;
  /**
   * The section whose form is open, when the caller keeps it (the designer: a click in the preview
   * chooses it too); else the panel keeps its own.
   */
  selected?: string | null;
  onSelect?(sectionId: string | null): void;
}) {
  const [ownSelected, setOwnSelected] = useState<string | null>(null);
  const selected = onSelect ? (chosen ?? null) : ownSelected;
  const setSelected = onSelect ?? setOwnSelected;
  const formPlace = useRef<HTMLDivElement>(null);
  const addable = (Object.keys(sectionDefinitions) as SectionType[]).filter((t) => canAdd(doc, t));
  const [toAdd, setToAdd] = useState<string>('');
  const current = doc.sections.find((s) => s.id === selected) ?? null;
  const currentId = current?.id;
  // The chosen section's form comes into sight in the panel, beside the preview (the page never scrolls).
  useEffect(() => {
    if (currentId) formPlace.current?.scrollIntoView?.({ block: 'start' });
  }, [currentId]);

  const move = (index: number, to: number) => edit((d) => moveSection(d, index, to));
  const suggested = pendingBySection(doc);
  const total = [...suggested.values()].reduce((n, list) => n + list.length, 0);
  return (
    <section className="designer-panel" aria-labelledby="sections-title">
      <h2 id="sections-title">Sections</h2>
      {total > 0 && (
        <p className="settings-note sections-suggestions">
          {suggestionCount(total)} to check: we wrote {total === 1 ? 'it' : 'them'} where a fact only you know
          would help (a price, a name, a licence…). Your published page leaves {total === 1 ? 'it' : 'them'}{' '}
          out until you confirm {total === 1 ? 'it' : 'them'}.
        </p>
      )}
      <ol className="section-list">
        {doc.sections.map((section, index) => {
          const fixed = isFixed(section.type);
          const name = sectionTitle(section.type);
          const marks = suggested.get(section.id)?.length ?? 0;
          const badgeId = `section-suggestions-${section.id}`;
          return (
            <li
              key={section.id}
              className={section.id === selected ? 'section-row section-row--selected' : 'section-row'}
              data-section-id={section.id}
              draggable={!fixed && !readOnly}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', String(index));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (!fixed && !readOnly) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = Number(event.dataTransfer.getData('text/plain'));
                if (Number.isInteger(from)) move(from, index);
              }}
            >
              <button
                type="button"
                className="section-row__name"
                aria-pressed={section.id === selected}
                aria-describedby={marks > 0 ? badgeId : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => setSelected(section.id)}
                onKeyDown={(event) => {
                  if (readOnly || fixed || !event.altKey) return;
                  if (event.key === 'ArrowUp') move(index, index - 1);
                  else if (event.key === 'ArrowDown') move(index, index + 1);
                  else return;
                  event.preventDefault();
                }}
              >
                {name}
              </button>
              {marks > 0 && (
                <span className="section-row__suggestions" id={badgeId}>
                  {suggestionCount(marks)}
                </span>
              )}
              {!fixed && !readOnly && (
                <span className="section-row__actions">
                  <Button
                    size="small"
                    variant="quiet"
                    aria-label={`Move ${name} up`}
                    disabled={isFixed(doc.sections[index - 1]?.type)}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    variant="quiet"
                    aria-label={`Move ${name} down`}
                    disabled={isFixed(doc.sections[index + 1]?.type)}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    variant="quiet"
                    aria-label={`Remove ${name}`}
                    onClick={() => edit((d) => removeSection(d, section.id))}
                  >
                    Remove
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <div className="section-add">
          <SelectField
            label="Add a section"
            name="section-type"
            value={toAdd}
            onChange={setToAdd}
            options={[
              { value: '', label: 'Choose a section' },
              ...addable.map((t) => ({ value: t, label: sectionTitle(t) })),
            ]}
          />
          <Button
            size="small"
            disabled={!toAdd}
            onClick={() => {
              edit((d) => addSection(d, toAdd as SectionType));
              setToAdd('');
            }}
          >
            Add section
          </Button>
        </div>
      )}
      <div ref={formPlace} className="section-form-place">
        {current && (
          <SectionForm key={current.id} section={current} edit={edit} readOnly={readOnly} doc={doc} />
        )}
      </div>
    </section>
  );
}
