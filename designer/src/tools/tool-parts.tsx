import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/** The form of a free tool: fields, the submit button, the error (as an alert) and a no-JavaScript note. */
export function ToolForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  children,
}: {
  onSubmit(): void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className="tool-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <noscript>
        <p className="notice">This generator runs in your browser: turn on JavaScript to use it.</p>
      </noscript>
      <Button type="submit" busy={pending} busyLabel="Generating…">
        {submitLabel}
      </Button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The results area. The live region is always in the page, so screen readers announce the
 * results when they arrive; the titled section appears with them.
 */
export function ToolResults({ title, children }: { title: string; children: ReactNode | null }) {
  return (
    <div aria-live="polite">
      {children ? (
        <section className="tool-results" aria-labelledby="results-title">
          <h2 id="results-title">{title}</h2>
          {children}
        </section>
      ) : null}
    </div>
  );
}
