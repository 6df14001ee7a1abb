import { errorMessage } from '@sitewright/model';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { CreationState } from './use-creation.ts';

export interface CreationProgressProps {
  state: CreationState;
  stages: ReadonlyArray<{ id: string; label: string }>;
  onRetry(): void;
  /** Back to the about step, from the 'More information needed' modal. */
  onAddDetails(): void;
}

/**
 * Spec §2/§4 creation progress: the stages as the creation's event stream reports them (no timer
 * moves them: offline a creation takes under a second, with an AI model a few seconds), 'Taking
 * longer than expected', Retry and support.
 */
export function CreationProgress({ state, stages, onRetry, onAddDetails }: CreationProgressProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The wizard's form is replaced by this view: focus its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);
  const current = state.phase === 'running' ? state.stageIndex : state.phase === 'done' ? stages.length : -1;
  return (
    <section className="creation" aria-labelledby="creation-title">
      <h2 id="creation-title" tabIndex={-1} ref={heading}>
        {state.phase === 'done' ? 'Your website is ready' : 'Creating your website'}
      </h2>
      {state.phase === 'running' ? <p className="creation__note">This takes a few seconds.</p> : null}
      <ol className="creation__stages" aria-label="Progress">
        {stages.map((stage, index) => {
          const status = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li
              key={stage.id}
              className={`creation__stage creation__stage--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
              data-stage={stage.id}
            >
              <span className="creation__mark" aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              {stage.label}
              <span className="visually-hidden">
                {status === 'done' ? ' (done)' : status === 'current' ? ' (in progress)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div role="status" aria-live="polite">
        {state.phase === 'running' && state.longer ? <p>{errorMessage('creation-taking-longer')}</p> : null}
        {state.phase === 'done' ? <p>Opening the designer…</p> : null}
      </div>
      {state.phase === 'failed' ? (
        <div className="creation__failed" role="alert">
          <p>{state.message}</p>
          <div className="wizard__actions">
            <Button onClick={onRetry}>Retry</Button>
            <ButtonLink href="/support" variant="secondary">
              Go to support
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <Modal
        open={state.phase === 'more-information'}
        onClose={onAddDetails}
        title={errorMessage('more-information-needed')}
        actions={<Button onClick={onAddDetails}>Add details</Button>}
      >
        <p>
          We need a little more about your business to write your website. Tell us what you offer, who your
          customers are and where you work.
        </p>
      </Modal>
    </section>
  );
}
