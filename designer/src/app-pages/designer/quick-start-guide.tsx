import type { Website } from '@sitewright/model';
import { useCallback, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { DesignerMode } from './designer-toolbar.tsx';

/** Where the guide remembers it was dismissed (this browser, every website). */
export const quickStartDismissedKey = 'sitewright.quickStartGuide.dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(quickStartDismissedKey) === '1';
  } catch {
    return false;
  }
}

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
  id: string;
  title: string;
  text: string;
  mode: DesignerMode | 'Publish';
  done(doc: Website): boolean;
}

/** The four steps; each is ticked from the draft itself (spec §3 `quickStartTasks` where it says so). */
const steps: readonly Step[] = [
  {
    id: 'content',
    title: 'Make the words yours',
    text: 'Open a section to edit its text and pictures; add, remove and reorder sections.',
    mode: 'Sections',
    done: (doc) => doc.websiteSettings.quickStartTasks.editedContent || doc.lastDesignedAt !== doc.createdAt,
  },
  {
    id: 'theme',
    title: 'Pick colours and fonts',
    text: 'The theme sets the colours, fonts and corners of every section at once.',
    mode: 'Theme',
    done: (doc) => doc.websiteSettings.quickStartTasks.customizedTheme,
  },
  {
    id: 'settings',
    title: 'Finish the details',
    text: 'Add a browser icon, a page title for search engines, and connect your own domain.',
    mode: 'Settings',
    done: (doc) =>
      doc.websiteSettings.favIcon !== null || doc.websiteSettings.quickStartTasks.addedBrowserIcon,
  },
  {
    id: 'publish',
    title: 'Publish',
    text: 'Choose a web address and put your website online. Changes save as you go.',
    mode: 'Publish',
    done: (doc) => doc.websiteSettings.quickStartTasks.publishedWebsite || doc.lastPublishedAt !== null,
  },
];

export interface QuickStartGuideProps {
  doc: Website;
  onDismiss(): void;
  onGo(mode: DesignerMode | 'Publish'): void;
}

/**
 * Spec §2 quick-start guide: a short checklist shown under the toolbar, not a modal, so it never
 * blocks the designer. Each step opens the place where it is done.
 */
export function QuickStartGuide({ doc, onDismiss, onGo }: QuickStartGuideProps) {
  return (
    <section className="quick-start" aria-labelledby="quick-start-title" data-testid="quick-start-guide">
      <div className="quick-start__header">
        <h2 id="quick-start-title">Quick start</h2>
        <Button size="small" variant="quiet" onClick={onDismiss}>
          Hide the guide
        </Button>
      </div>
      <ol className="quick-start__steps">
        {steps.map((step) => {
          const done = step.done(doc);
          return (
            <li key={step.id} data-done={done}>
              <span className="quick-start__mark" aria-hidden="true">
                {done ? '✓' : '○'}
              </span>
              <div>
                <strong>{step.title}</strong>
                {done && <span className="visually-hidden"> (done)</span>}
                <p>{step.text}</p>
              </div>
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
