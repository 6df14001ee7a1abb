import { initialSpinnerState, spinnerReducer } from '@sitewright/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import { TextField } from './field.tsx';
import { Modal } from './modal.tsx';
import { SpinnerOverlay } from './spinner-overlay.tsx';
import { ToastList } from './toast.tsx';

describe('shared UI primitives', () => {
  it('Button never submits by accident and shows its busy state', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toBe(
      '<button type="button" class="button button--primary">Save</button>',
    );
    const busy = renderToStaticMarkup(
      <Button type="submit" busy busyLabel="Saving…">
        Save
      </Button>,
    );
    expect(busy).toContain('type="submit"');
    expect(busy).toContain('disabled=""');
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('>Saving…</button>');
    expect(
      renderToStaticMarkup(
        <ButtonLink href="/x" variant="secondary" size="small">
          Go
        </ButtonLink>,
      ),
    ).toBe('<a href="/x" class="button button--secondary button--small">Go</a>');
  });

  it('TextField labels its input and links the hint and the error', () => {
    const html = renderToStaticMarkup(
      <TextField label="Name" hint="Your trading name" error="Required" name="n" />,
    );
    const id = /for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain('aria-invalid="true"');
  });

  it('Modal is a dialog titled by its heading', () => {
    const html = renderToStaticMarkup(
      <Modal open onClose={() => {}} title="Delete website" actions={<Button>Delete</Button>}>
        <p>This cannot be undone.</p>
      </Modal>,
    );
    const titleId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`^<dialog class="modal" aria-labelledby="${titleId}">`));
    expect(html).toContain('aria-label="Close"');
  });

  it('ToastList is a polite live region, present even when empty', () => {
    expect(renderToStaticMarkup(<ToastList toasts={[]} onDismiss={() => {}} />)).toContain(
      'role="status" aria-live="polite"',
    );
    const html = renderToStaticMarkup(
      <ToastList toasts={[{ id: 1, message: 'Link copied', tone: 'success' }]} onDismiss={() => {}} />,
    );
    expect(html).toContain('<span>Link copied</span>');
  });

  it('SpinnerOverlay follows the model’s priorities (spec §4)', () => {
    expect(renderToStaticMarkup(<SpinnerOverlay state={initialSpinnerState} />)).toBe('');
    const high = spinnerReducer(initialSpinnerState, {
      type: 'show',
      priority: 'High',
      message: 'Publishing…',
    });
    const stillHigh = spinnerReducer(high, { type: 'hide', priority: 'Low' });
    expect(renderToStaticMarkup(<SpinnerOverlay state={stillHigh} />)).toContain('Publishing…');
  });
});
