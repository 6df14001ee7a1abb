import type { Website } from '@sitewright/model';
import { renderPage } from '@sitewright/templates';
import { useEffect, useRef } from 'react';

/** Where a test or the bench reads how long each preview update took (edit → iframe DOM). */
export interface PreviewTimings {
  /** Milliseconds from the edit's dispatch to the iframe showing it, newest last. */
  samples: number[];
}

declare global {
  interface Window {
    sitewrightPreviewTimings?: PreviewTimings;
    /** Set by the editor when an edit is dispatched; read once by the next preview update. */
    sitewrightEditAt?: number;
  }
}

const renderOptions = (origin: string) => ({
  siteUrl: `${origin}/preview`,
  basePath: '/',
  apiUrl: origin,
  mode: 'preview' as const,
});

function split(html: string): { head: string; body: string } {
  const head = /<head[^>]*>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return { head, body };
}

/**
 * The live preview: the draft rendered by `@sitewright/templates` (the same components as the
 * published site) in a sandboxed iframe that runs no script. The first render loads the page through
 * `srcdoc`; later edits (one per React commit, which batches an event's updates) patch the iframe's head (only
 * when the stylesheet changed) and body in place, so the scroll position stays and no reload flashes.
 */
export function PreviewFrame({ document: doc, width }: { document: Website; width: 'desktop' | 'mobile' }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const shown = useRef<{ head: string; body: string } | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    const update = () => {
      const iframe = frame.current;
      if (!iframe) return;
      const html = renderPage(doc, renderOptions(window.location.origin));
      const next = split(html);
      const inner = iframe.contentDocument;
      if (!loaded.current || !inner?.body) {
        iframe.srcdoc = html;
        shown.current = next;
        return;
      }
      if (shown.current?.head !== next.head) inner.head.innerHTML = next.head;
      if (shown.current?.body !== next.body) inner.body.innerHTML = next.body;
      shown.current = next;
      const editAt = window.sitewrightEditAt;
      if (editAt !== undefined) {
        window.sitewrightEditAt = undefined;
        window.sitewrightPreviewTimings ??= { samples: [] };
        const timings = window.sitewrightPreviewTimings;
        timings.samples.push(performance.now() - editAt);
      }
    };
    // An edit is patched in at once (React already batched the state updates of one event); only
    // the first render waits for a frame, when the iframe element exists.
    if (loaded.current) {
      update();
      return;
    }
    const handle = requestAnimationFrame(update);
    return () => cancelAnimationFrame(handle);
  }, [doc]);

  return (
    <div className={`preview preview-${width}`}>
      <iframe
        ref={frame}
        title="Website preview"
        className="preview-frame"
        sandbox="allow-same-origin"
        onLoad={() => {
          loaded.current = true;
        }}
      />
    </div>
  );
}
