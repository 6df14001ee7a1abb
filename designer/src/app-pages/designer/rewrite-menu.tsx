import { type RewriteLanguage, rewriteActions, type Website } from '@sitewright/model';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { Edit } from './edit.ts';
import type { PreviewSelection } from './preview-inline-editing.ts';
import { actionLabel, languageLabels, selectedText } from './rewrite-target.ts';
import { useRewrite } from './use-rewrite.ts';
import './rewrite-menu.css';

const menuWidth = 360;

/** Where the menu sits: under the selection, or above it when there is no room below. */
function placement(rect: PreviewSelection['rect']): React.CSSProperties {
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - menuWidth - 8));
  const below = window.innerHeight - rect.bottom;
  return below > 220 ? { left, top: rect.bottom + 8 } : { left, bottom: window.innerHeight - rect.top + 8 };
}

/**
 * The rewrite menu of a text selected in the preview (README "Rewriting a selection"): the actions
 * this server performs (Shorter, Longer, Friendlier, More formal, Fix spelling, Translate into a
 * chosen language), then the suggestion in place — under the selected words — with Accept
 * (one undo step, saved like any edit) and Reject. Without an AI service only Fix spelling shows,
 * with the note to connect OpenAI.
 */
export function RewriteMenu({
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
}) {
  const rewrite = useRewrite({ websiteId, doc, edit, selection, enabled });
  const [language, setLanguage] = useState<RewriteLanguage>('es');
  const root = useRef<HTMLDivElement>(null);
  const { options, target, phase } = rewrite;
  const answered = phase.kind === 'suggestion' || phase.kind === 'error';

  // The answer takes the focus, so Accept / Reject are one key away.
  useEffect(() => {
    if (answered) root.current?.querySelector<HTMLButtonElement>('.rewrite-menu__answer button')?.focus();
  }, [answered]);

  if (!target || !options) return null;
  const withAi = options.actions.length > 1;
  const offered = rewriteActions.filter((a) => options.actions.includes(a) && a !== 'translate');
  const translates = options.actions.includes('translate') && options.languages.length > 0;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') rewrite.reject();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from any of its controls
    <div ref={root} className="rewrite-menu" style={placement(target.rect)} onKeyDown={onKeyDown}>
      {phase.kind === 'menu' && (
        <>
          <div
            className="rewrite-menu__actions"
            role="toolbar"
            aria-label="Rewrite the selected text"
            aria-keyshortcuts="Alt+F10"
          >
            {offered.map((action) => (
              <button
                key={action}
                type="button"
                className="rewrite-menu__action"
                onClick={() => rewrite.run(action)}
              >
                {actionLabel(action, withAi)}
              </button>
            ))}
          </div>
          {translates && (
            <div className="rewrite-menu__translate">
              <label>
                <span>Translate into</span>
                <select value={language} onChange={(e) => setLanguage(e.target.value as RewriteLanguage)}>
                  {options.languages.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {languageLabels[code]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="rewrite-menu__action"
                onClick={() => rewrite.run('translate', language)}
              >
                Translate
              </button>
            </div>
          )}
          {options.note && <p className="rewrite-menu__note">{options.note}</p>}
        </>
      )}
      {phase.kind === 'working' && (
        <p className="rewrite-menu__working" role="status">
          {phase.action === 'fixSpelling' ? 'Checking the spelling…' : 'Rewriting…'}
        </p>
      )}
      {phase.kind === 'suggestion' && (
        <section className="rewrite-menu__suggestion" aria-label="Suggestion">
          <p className="rewrite-menu__was">
            <span className="visually-hidden">Selected text: </span>
            <del>{selectedText(target)}</del>
          </p>
          {phase.answer.changed && (
            <p className="rewrite-menu__new" data-testid="rewrite-suggestion">
              <span className="visually-hidden">Suggestion: </span>
              <ins>{phase.answer.text}</ins>
            </p>
          )}
          {phase.answer.note && (
            <p className="rewrite-menu__note" role="status">
              {phase.answer.note}
            </p>
          )}
          <div className="rewrite-menu__buttons rewrite-menu__answer">
            {phase.answer.changed ? (
              <>
                <Button size="small" onClick={rewrite.accept}>
                  Accept
                </Button>
                <Button variant="secondary" size="small" onClick={rewrite.reject}>
                  Reject
                </Button>
              </>
            ) : (
              <Button variant="secondary" size="small" onClick={rewrite.reject}>
                Close
              </Button>
            )}
          </div>
        </section>
      )}
      {phase.kind === 'error' && (
        <div className="rewrite-menu__error rewrite-menu__answer">
          <p role="alert">{phase.message}</p>
          <Button variant="secondary" size="small" onClick={rewrite.reject}>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
