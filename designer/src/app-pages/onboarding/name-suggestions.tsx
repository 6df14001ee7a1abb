import { type Industry, type RouteAnswer, type RouteCallInput, toolCalls } from '@sitewright/model';
import { useState } from 'react';
import { postJson } from '../../api/post-json.ts';
import { routeUrl } from '../../api/route-url.ts';
import { signInMessage } from '../../auth/sign-in.ts';
import { Button } from '../../ui/button.tsx';

export interface NameSuggestionsProps {
  description: string;
  industry: Industry | null;
  onPick(name: string): void;
}

/** The name-suggestion tool of the about step (`POST /api/tools/business-names`). */
export function NameSuggestions({ description, industry, onPick }: NameSuggestionsProps) {
  const [names, setNames] = useState<readonly string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function suggest() {
    if (!description.trim()) {
      setMessage('Describe your business first, then we can suggest names.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { businessNames } = toolCalls;
      const answer = await postJson<RouteAnswer<typeof businessNames>>(routeUrl(businessNames, {}), {
        description: description.trim().slice(0, 1024),
        ...(industry ? { industry: industry } : {}),
      } satisfies RouteCallInput<typeof businessNames>['body']);
      setNames(answer.names);
    } catch (error) {
      setMessage(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="name-suggestions">
      <Button
        variant="secondary"
        size="small"
        onClick={() => void suggest()}
        busy={busy}
        busyLabel="Thinking…"
      >
        Suggest names
      </Button>
      {message ? <p role="status">{message}</p> : null}
      {names.length > 0 ? (
        <ul className="name-suggestions__list" aria-label="Suggested names">
          {names.map((name) => (
            <li key={name}>
              <button type="button" className="chip-button" onClick={() => onPick(name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
