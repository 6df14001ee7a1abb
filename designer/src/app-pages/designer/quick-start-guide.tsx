import type { Website } from '@sitewright/model';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { DesignerMode } from './designer-toolbar.tsx';
import { type QuickStartTaskId, quickStartTicks } from './quick-start-tasks.ts';
import './quick-start-guide.css';

/** Where the guide remembers it was dismissed (this browser, every website). */
export const quickStartDismissedKey = 'sitewright.quickStartGuide.dismissed';

/** Where the guide remembers it was folded to one line (this browser, every website). */
export const quickStartFoldedKey = 'sitewright.quickStartGuide.folded';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
const readDismissed = () => readFlag(quickStartDismissedKey);
const readFolded = () => readFlag(quickStartFoldedKey);

/**
 * Whether the guide is open: on the first visit to the designer in this browser, until it is
 * dismissed; `show()` opens it again (the toolbar's Guide button).
 */
export function useQuickStartGuide(): { open: boolean; show(): void; dismiss(): void } {
  const [open, setOpen] = useState(() => !readDismissed());
  const show = useCallback(() => setOpen(true), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    try {
      localStorage.setItem(quickStartDismissedKey, '1');
    } catch {
      // private mode: the guide shows again next time, which is harmless
    }
  }, []);
  return { open, show, dismiss };
}

interface Step {
  id: QuickStartTaskId;
  title: string;
  text: string;
  mode: DesignerMode | 'Publish';
}

/** The four tasks; each is ticked from the draft (`quickStartTicks`), never before the owner did it. */
const steps: readonly Step[] = [
  {
    id: 'content',
    title: 'Make the words yours',
    text: 'Your text and pictures',
    mode: 'Sections',
  },
  {
    id: 'theme',
    title: 'Pick colours and fonts',
    text: 'One theme, every section',
    mode: 'Theme',
  },
  {
    id: 'settings',
    title: 'Finish the details',
    text: 'Icon, page title, domain',
    mode: 'Settings',
  },
  {
    id: 'publish',
    title: 'Publish',
    text: 'Pick an address, go live',
    mode: 'Publish',
  },
];

export interface QuickStartGuideProps {
  doc: Website;
  onDismiss(): void;
  onGo(mode: DesignerMode | 'Publish'): void;
}

/**
 * Spec §2 quick-start guide: a compact checklist under the toolbar, not a modal, so it never
 * blocks the designer. One line when folded (the count done and the next task), the four tasks in
 * a row when open; folding is remembered in this browser. Each step opens the place where it is done.
 */
export function QuickStartGuide({ doc, onDismiss, onGo }: QuickStartGuideProps) {
  const [folded, setFolded] = useState(readFolded);
  const stepsId = useId();
  const ticks = quickStartTicks(doc);
  const doneCount = steps.filter((step) => ticks[step.id]).length;
  const next = steps.find((step) => !ticks[step.id]);
  const fold = (value: boolean) => {
    setFolded(value);
    try {
      localStorage.setItem(quickStartFoldedKey, value ? '1' : '0');
    } catch {
      // private mode: the guide opens unfolded next time, which is harmless
    }
  };
  return (
    <section
      className={folded ? 'quick-start quick-start--folded' : 'quick-start'}
      aria-labelledby="quick-start-title"
      data-testid="quick-start-guide"
    >
      <div className="quick-start__header">
        <h2 id="quick-start-title">Quick start</h2>
        <p className="quick-start__count" data-done-count={doneCount}>
          {doneCount} of {steps.length} done
          {folded && next ? (
            <span className="quick-start__next">: next, {next.title.toLowerCase()}</span>
          ) : null}
        </p>
        <Button
          size="small"
          variant="quiet"
          aria-expanded={!folded}
          aria-controls={stepsId}
          onClick={() => fold(!folded)}
        >
          {folded ? 'Show steps' : 'Fold to one line'}
        </Button>
        <Button size="small" variant="quiet" onClick={onDismiss}>
          Hide the guide
        </Button>
      </div>
      <ol className="quick-start__steps" id={stepsId} hidden={folded}>
        {steps.map((step) => {
          const done = ticks[step.id];
          return (
            <li key={step.id} data-step={step.id} data-done={done}>
              <span className="quick-start__mark" aria-hidden="true">
                {done ? '✓' : '○'}
              </span>
              <span className="quick-start__what">
                <strong>{step.title}</strong>
                {done && <span className="visually-hidden"> (done)</span>}
                <span className="quick-start__text">{step.text}</span>
              </span>
              <Button size="small" variant="secondary" onClick={() => onGo(step.mode)}>
                {step.mode === 'Publish' ? 'Open publishing' : `Open ${step.mode}`}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
