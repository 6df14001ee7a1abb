import type { SecondLanguageCode, Website } from '@sitewright/model';
import { renderPage } from '@sitewright/templates';
import type { LanguagePack } from '@sitewright/templates/language-pack';
import { type ReactNode, useEffect, useRef } from 'react';
import { plainText, valueAt } from './inline-fields.ts';
import {
  attachInlineEditing,
  caretToEnd,
  decorate,
  type InlineEditing,
  type InlineEditor,
  typedText,
} from './preview-inline-editing.ts';
import { morphChildren, parseBody } from './preview-morph.ts';
import { prepareSelection, sectionIdAt, showSelection } from './preview-sections.ts';
import './preview-frame.css';

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

const renderOptions = (origin: string, previewLanguage: SecondLanguageCode | null) => ({
  siteUrl: `${origin}/preview`,
  basePath: '/',
  apiUrl: origin,
  mode: 'preview' as const,
  previewLanguage,
  languagePack: previewLanguage ? languagePack : null,
});

/**
 * What the preview of the second language needs (the translation and the templates' words in six
 * languages): loaded the first time the owner switches the preview's language, not on the
 * designer's first visit (the route's JS budget).
 */
let languagePack: LanguagePack | null = null;
let languagePackLoading: Promise<void> | null = null;
function loadLanguagePack(): Promise<void> {
  languagePackLoading ??= import('@sitewright/templates/language-pack').then((m) => {
    languagePack = m.languagePack;
  });
  return languagePackLoading;
}

function split(html: string): { head: string; body: string } {
  const head = /<head[^>]*>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return { head, body };
}

/** Outlines the selected section; with `reveal`, scrolls to it when it is out of sight. */
function select(
  inner: Document,
  state: {
    doc: Website;
    editor: InlineEditor;
    selectedSectionId: string | null;
    onPickSection: ((sectionId: string) => void) | undefined;
  },
  reveal: boolean,
): void {
  prepareSelection(inner, state.editor.enabled && state.onPickSection !== undefined);
  showSelection(inner, state.doc, state.selectedSectionId, reveal);
}

const disabledEditor: InlineEditor = {
  enabled: false,
  describe: () => null,
  commit() {},
  overflow() {},
  left() {},
  undo() {},
  redo() {},
};

/** A notice the in-place editor shows under the preview (a text cut at its maximum …). */
export interface PreviewNotice {
  text: string;
}

/**
 * The live preview: the draft rendered by `@sitewright/templates` (the same components as the
 * published site) in a sandboxed iframe that runs no script. The first render loads the page through
 * `srcdoc`; later edits (one per React commit, which batches an event's updates) patch the iframe's
 * head (only when the stylesheet changed) and morph its body in place (`preview-morph.ts`), so the
 * scroll position stays, nothing flashes, and the text being typed in place keeps its caret. With an
 * enabled `editor` the marked texts are edited in place (`preview-inline-editing.ts`).
 */
export function PreviewFrame({
  document: doc,
  width,
  editor = disabledEditor,
  notice = null,
  selectedSectionId = null,
  onPickSection,
  previewLanguage = null,
  children,
}: {
  document: Website;
  width: 'desktop' | 'mobile';
  editor?: InlineEditor;
  notice?: PreviewNotice | null;
  /** The section whose form is open: outlined, and scrolled to when an edit or the choice moves it out of sight. */
  selectedSectionId?: string | null;
  /** A click anywhere in the preview while editing picks the section under it. */
  onPickSection?: (sectionId: string) => void;
  /** The site's second language shown instead of the first (view-only: its texts are edited in the Languages panel). */
  previewLanguage?: SecondLanguageCode | null;
  /** Shown over the preview (the language switch). */
  children?: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const shown = useRef<{ head: string; body: string } | null>(null);
  const loaded = useRef(false);
  const latest = useRef({ doc, editor, selectedSectionId, onPickSection, previewLanguage });
  latest.current = { doc, editor, selectedSectionId, onPickSection, previewLanguage };
  const inline = useRef<InlineEditing | null>(null);
  /** An update put off until the owner leaves the text it would remove (an emptied heading). */
  const deferred = useRef(false);
  const update = useRef<() => void>(() => {});

  update.current = () => {
    const iframe = frame.current;
    if (!iframe) return;
    const { doc: current, editor: currentEditor } = latest.current;
    if (latest.current.previewLanguage && languagePack === null) {
      // Shown once the pack is here; until then the page stays as it was.
      void loadLanguagePack().then(() => update.current());
      return;
    }
    const html = renderPage(current, renderOptions(window.location.origin, latest.current.previewLanguage));
    const next = split(html);
    const inner = iframe.contentDocument;
    if (!loaded.current || !inner?.body) {
      iframe.srcdoc = html;
      shown.current = next;
      return;
    }
    if (shown.current?.head !== next.head) inner.head.innerHTML = next.head;
    // The body is morphed in place: the page's language (the preview's language switch) is set apart.
    inner.documentElement.lang = latest.current.previewLanguage ?? 'en';
    const active = inline.current?.active() ?? null;
    const multiline = active ? (currentEditor.describe(active.path)?.multiline ?? false) : false;
    const holdsDraft = (element: Element, path: string) =>
      plainText(typedText(element, multiline), multiline) === valueAt(current, path);
    // The page may render as last shown while the text being typed is not the draft's: a commit and
    // an undo in one event (Ctrl+Z right after typing) leave the draft where it was.
    const typedAway = active !== null && !active.pending && !holdsDraft(active.element, active.path);
    if (shown.current?.body !== next.body || typedAway) {
      if (active && !next.body.includes(`data-sw-field="${active.path}"`)) {
        deferred.current = true;
        return;
      }
      let replaced = false;
      morphChildren(inner.body, parseBody(inner, next.body), (element, rendered) => {
        if (!active || element !== active.element) return false;
        const same = rendered.getAttribute('data-sw-field') === active.path;
        // The text being typed stays as typed while it is what the draft holds (or about to).
        const keep = same && (active.pending || holdsDraft(element, active.path));
        replaced = !keep;
        return keep;
      });
      if (active && replaced) caretToEnd(active.element);
    }
    deferred.current = false;
    shown.current = next;
    decorate(inner, currentEditor);
    // An edit made in the side form brings its section into sight; typing in the preview does not move it.
    select(inner, latest.current, active === null);
    const editAt = window.sitewrightEditAt;
    if (editAt !== undefined) {
      window.sitewrightEditAt = undefined;
      window.sitewrightPreviewTimings ??= { samples: [] };
      const timings = window.sitewrightPreviewTimings;
      timings.samples.push(performance.now() - editAt);
    }
  };

  // Choosing a section (in the list or in the preview) brings it into sight.
  useEffect(() => {
    void selectedSectionId; // every new choice runs this; read from `latest`
    const inner = frame.current?.contentDocument;
    if (loaded.current && inner?.body) select(inner, latest.current, true);
  }, [selectedSectionId]);

  useEffect(() => {
    // An edit is patched in at once (React already batched the state updates of one event); only
    // the first render waits for a frame, when the iframe element exists.
    void doc; // every new draft runs this; `update` reads it from `latest`
    void previewLanguage;
    if (loaded.current) {
      update.current();
      return;
    }
    const handle = requestAnimationFrame(() => update.current());
    return () => cancelAnimationFrame(handle);
  }, [doc, previewLanguage]);

  // Editing turns on and off with the mode; the texts' names follow the draft.
  useEffect(() => {
    const inner = frame.current?.contentDocument;
    if (loaded.current && inner?.body) {
      decorate(inner, editor);
      select(inner, latest.current, false);
    }
  }, [editor]);

  useEffect(() => () => inline.current?.detach(), []);

  return (
    <div className={`preview preview-${width}`}>
      {children}
      <iframe
        ref={frame}
        title="Website preview"
        className="preview-frame"
        sandbox="allow-same-origin"
        onLoad={() => {
          loaded.current = true;
          const inner = frame.current?.contentDocument;
          inline.current?.detach();
          inline.current = null;
          if (!inner?.body) return;
          inline.current = attachInlineEditing(
            inner,
            () => latest.current.editor,
            () => {
              latest.current.editor.left();
              if (deferred.current) update.current();
            },
            // Once React has rendered the undo (the draft may be the object shown already).
            () => requestAnimationFrame(() => update.current()),
          );
          decorate(inner, latest.current.editor);
          // A click anywhere while editing picks its section (and follows no link: the owner is editing).
          inner.addEventListener('click', (event) => {
            const { doc: current, editor: currentEditor, onPickSection: pick } = latest.current;
            if (!currentEditor.enabled || !pick) return;
            const target = event.target as Element | null;
            if (target?.closest?.('a[href], button, summary, label')) event.preventDefault();
            const id = sectionIdAt(event.target, current);
            if (id) pick(id);
          });
          select(inner, latest.current, false);
        }}
      />
      <p className="preview-notice" role="status">
        {notice?.text ?? ''}
      </p>
    </div>
  );
}
