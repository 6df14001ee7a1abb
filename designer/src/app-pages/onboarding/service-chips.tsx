import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import {
  addService,
  removeService,
  renameService,
  type ServiceChange,
  serviceChips,
  serviceLimits,
  toggleService,
} from './service-choice.ts';

export interface ServiceChipsProps {
  /** The owner's services, in their order. */
  services: readonly string[];
  /** Suggested for the trade (`POST /api/tools/service-suggestions`). */
  suggestions: readonly string[];
  onChange(services: string[]): void;
  /** A status line while suggestions load or when they could not be fetched. */
  status?: string | null;
  /** The step's error for the services field, after a refused "Next". */
  error?: string | null;
}

/**
 * The services of the about step as chips: a suggestion is accepted by pressing it (a toggle
 * button, `aria-pressed`), a chosen service can be edited or removed, and the owner adds their own.
 */
export function ServiceChips({ services, suggestions, onChange, status, error }: ServiceChipsProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ from: string; to: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const apply = (change: ServiceChange) => {
    setProblem(change.error);
    if (!change.error) onChange(change.services);
    return !change.error;
  };
  const add = () => {
    if (apply(addService(services, draft))) setDraft('');
  };
  const saveEdit = () => {
    if (editing && apply(renameService(services, editing.from, editing.to))) setEditing(null);
  };
  // Enter in these inputs adds or saves; it must not submit the wizard's step.
  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  return (
    <fieldset className="service-chips" aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}>
      <legend>Your services</legend>
      <p className="field__hint" id={`${id}-hint`}>
        Press a suggestion to add it to your site; edit or remove any, and add your own.
      </p>
      {status ? (
        <p className="service-chips__status" role="status">
          {status}
        </p>
      ) : null}
      <ul className="service-chips__list" aria-label="Services">
        {serviceChips(services, suggestions).map((chip) => (
          <li key={`${chip.chosen}-${chip.name}`} className="service-chips__item">
            {editing?.from === chip.name ? (
              <>
                <input
                  className="field__control service-chips__edit"
                  aria-label={`New name for ${chip.name}`}
                  maxLength={serviceLimits.name}
                  value={editing.to}
                  onChange={(event) => setEditing({ from: chip.name, to: event.target.value })}
                  onKeyDown={onEnter(saveEdit)}
                />
                <Button size="small" onClick={saveEdit}>
                  Save
                </Button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="chip-button"
                  aria-pressed={chip.chosen}
                  onClick={() => apply(toggleService(services, chip.name))}
                >
                  {chip.name}
                </button>
                {chip.chosen ? (
                  <>
                    <button
                      type="button"
                      className="service-chips__action"
                      aria-label={`Edit ${chip.name}`}
                      onClick={() => setEditing({ from: chip.name, to: chip.name })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="service-chips__action"
                      aria-label={`Remove ${chip.name}`}
                      onClick={() => apply({ services: removeService(services, chip.name), error: null })}
                    >
                      Remove
                    </button>
                  </>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="service-chips__add">
        <label className="field__label" htmlFor={`${id}-add`}>
          Add a service
        </label>
        <input
          id={`${id}-add`}
          className="field__control"
          maxLength={serviceLimits.name}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onEnter(add)}
        />
        <Button size="small" variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      {shown ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
