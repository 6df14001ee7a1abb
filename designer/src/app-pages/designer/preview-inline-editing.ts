/**
 * Editing the preview's texts in place. The templates mark each text with its document
 * path (`data-sw-field`, preview mode only); here those elements become
 * `contenteditable="plaintext-only"` text boxes named after their field, and what is typed goes to
 * the designer (`InlineEditor.commit`) debounced, and at once on blur, Escape, undo or redo.
 * Plain text only: the browser strips pasted formatting, a single-line field takes no line break
 * (Enter is refused, pasted lines are joined), and text past the field's maximum is refused as an
 * input's `maxLength` refuses it, with the model's message (`InlineEditor.overflow`).
 */

/** What the preview asks the designer about a marked text and tells it. */
export interface InlineEditor {
  /** Whether texts are editable now (edit modes, edit control, a wide screen). */
  enabled: boolean;
  /** The field of a path: its accessible name, whether it takes line breaks, its maximum. */
  describe(path: string): { name: string; multiline: boolean; maxLength: number | undefined } | null;
  /** The element's text, read as typed (the designer checks and writes it). */
  commit(path: string, text: string): void;
  /** Typing or pasting was cut at the field's maximum; `attempted` is the refused longer text. */
  overflow(path: string, attempted: string): void;
  /** The owner left a text (blur, Escape). */
  left(): void;
  /** Text was selected in one editable text, or the selection went (null): the rewrite menu's cue. */
  selected?(selection: PreviewSelection | null): void;
  /** Alt+F10 with text selected: the keyboard's way to the rewrite menu (as editors' toolbars have it). */
  toRewriteMenu?(): void;
  undo(): void;
  redo(): void;
}

/** Text selected inside one editable text of the preview. */
export interface PreviewSelection {
  path: string;
  /** The field's text before the selection, the selection and all of it, as rendered (`renderedText`). */
  before: string;
  selected: string;
  whole: string;
  /** The selection's box in the designer window's coordinates (the iframe's offset added). */
  rect: { left: number; top: number; right: number; bottom: number };
}

/** Milliseconds of quiet typing before the text is written to the draft. */
export const commitDelay = 120;

const fieldSelector = '[data-sw-field]';
const styleId = 'sw-inline-editing';

/** The editor's look inside the preview: a hover hint and a visible focus ring. */
const editorCss = `[data-sw-field][contenteditable]{cursor:text;border-radius:2px;outline:1px dashed transparent;outline-offset:3px}
[data-sw-field][contenteditable]:hover{outline-color:#2563eb}
[data-sw-field][contenteditable]:focus{outline:3px solid #2563eb;outline-offset:3px;box-shadow:0 0 0 6px #fff;white-space:pre-wrap}
[data-sw-field][contenteditable]:empty{display:block;min-height:1em;min-width:2ch}`;

/** The element's text as typed: `innerText` keeps paragraphs and line breaks of a multi-line text. */
export function typedText(element: Element, multiline: boolean): string {
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is what turns paragraphs and <br> into line breaks
  const text = multiline ? (element as HTMLElement).innerText : (element.textContent ?? '');
  return text.replace(/\u00a0/g, ' ');
}

/**
 * A node's text as the templates render a field: paragraphs (`<p>`) apart by a blank line, `<br>` a
 * line break — the draft's text of the field, for a selection's offsets in it.
 */
export function renderedText(root: Node): string {
  let out = '';
  let paragraphs = 0;
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) out += (child as Text).data;
      else if (child.nodeName === 'BR') out += '\n';
      else if (child.nodeName === 'P') {
        if (paragraphs++ > 0) out += '\n\n';
        walk(child);
      } else walk(child);
    }
  };
  walk(root);
  return out.replace(/\u00a0/g, ' ');
}

/** The editable element an event happened in, when editing is on. */
const editableOf = (target: EventTarget | null): HTMLElement | null => {
  const node = target as Node | null;
  const element = node && node.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const found = element?.closest(fieldSelector);
  return found?.getAttribute('contenteditable') ? (found as HTMLElement) : null;
};

const pathOf = (element: Element) => element.getAttribute('data-sw-field') ?? '';

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/**
 * Makes every marked text editable (or not, when editing is off) and names it. Idempotent: an
 * attribute is written only when it differs, so the element being typed in is left alone.
 */
export function decorate(doc: Document, editor: InlineEditor): void {
  if (editor.enabled && !doc.getElementById(styleId)) {
    const style = doc.createElement('style');
    style.id = styleId;
    style.textContent = editorCss;
    doc.head.appendChild(style);
  }
  for (const element of Array.from(doc.querySelectorAll(fieldSelector))) {
    const field = editor.enabled ? editor.describe(pathOf(element)) : null;
    setAttribute(element, 'contenteditable', field ? 'plaintext-only' : null);
    setAttribute(element, 'role', field ? 'textbox' : null);
    setAttribute(element, 'aria-label', field ? field.name : null);
    setAttribute(element, 'aria-multiline', field?.multiline ? 'true' : null);
  }
}

/** The selection of the preview when it lies inside one editable text and is not empty, else null. */
export function readSelection(doc: Document, editor: InlineEditor): PreviewSelection | null {
  if (!editor.enabled) return null;
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const element = editableOf(range.commonAncestorContainer);
  if (!element) return null;
  const path = pathOf(element);
  if (!editor.describe(path)) return null;
  const prefix = doc.createRange();
  prefix.setStart(element, 0);
  prefix.setEnd(range.startContainer, range.startOffset);
  const selected = renderedText(range.cloneContents());
  if (selected.trim() === '') return null;
  const box = range.getBoundingClientRect();
  const frame = doc.defaultView?.frameElement?.getBoundingClientRect();
  const dx = (frame?.left ?? 0) + (doc.defaultView?.frameElement?.clientLeft ?? 0);
  const dy = (frame?.top ?? 0) + (doc.defaultView?.frameElement?.clientTop ?? 0);
  return {
    path,
    before: renderedText(prefix.cloneContents()),
    selected,
    whole: renderedText(element),
    rect: { left: box.left + dx, top: box.top + dy, right: box.right + dx, bottom: box.bottom + dy },
  };
}

/** Puts the caret at the end of an element (after its text was replaced under it). */
export function caretToEnd(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The live connection between one preview document and the designer. */
export interface InlineEditing {
  /** The element being typed in and whether its text is not written yet. */
  active(): { element: HTMLElement; path: string; pending: boolean } | null;
  /** Writes a pending text now. */
  flush(): void;
  detach(): void;
}

/**
 * Listens to the preview document's typing. `editor()` is read at each event, so the designer's
 * latest handlers and mode apply without re-attaching.
 */
export function attachInlineEditing(
  doc: Document,
  editor: () => InlineEditor,
  onBlur: () => void,
  /**
   * After an undo or redo from the keyboard. A pending commit and the undo are one React update that
   * may leave the draft as it was: the preview must still put the draft's text back.
   */
  onHistory: () => void = () => {},
): InlineEditing {
  let pending: { element: HTMLElement; path: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const { element, path } = pending;
    pending = null;
    const field = editor().describe(path);
    if (field) editor().commit(path, typedText(element, field.multiline));
  };

  const onBeforeInput = (event: InputEvent) => {
    const element = editableOf(event.target);
    if (!element || !editor().enabled) return;
    const field = editor().describe(pathOf(element));
    if (!field) return;
    const breaking = event.inputType === 'insertParagraph' || event.inputType === 'insertLineBreak';
    if (breaking && !field.multiline) {
      event.preventDefault(); // Enter in a single-line text
      return;
    }
    if (!event.inputType.startsWith('insert')) return;
    const raw = breaking ? '\n' : (event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
    const data = field.multiline ? raw : raw.replace(/\s*[\r\n]+\s*/g, ' ');
    const max = field.maxLength ?? Number.POSITIVE_INFINITY;
    const current = typedText(element, field.multiline);
    const selected = doc.getSelection()?.toString().length ?? 0;
    const room = Math.max(0, max - (current.length - selected));
    if (data === raw && data.length <= room) return;
    event.preventDefault();
    const fits = data.slice(0, room);
    // execCommand is the one way to insert into an editable with the browser's own undo and caret.
    if (fits) doc.execCommand('insertText', false, fits);
    if (data.length > room) editor().overflow(pathOf(element), current + data);
  };

  const onInput = (event: Event) => {
    const element = editableOf(event.target);
    if (!element || !editor().enabled) return;
    pending = { element, path: pathOf(element) };
    clearTimeout(timer);
    timer = setTimeout(flush, commitDelay);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = editableOf(event.target);
    if (!element || !editor().enabled) return;
    const key = event.key.toLowerCase();
    if (event.key === 'Escape') {
      event.preventDefault();
      flush();
      element.blur();
    } else if ((event.ctrlKey || event.metaKey) && (key === 'z' || key === 'y')) {
      // The designer's history, not the element's own undo (which would bypass it).
      event.preventDefault();
      flush();
      if (key === 'y' || event.shiftKey) editor().redo();
      else editor().undo();
      onHistory();
    } else if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      editor().toRewriteMenu?.();
    } else if (event.key === 'Enter' && !editor().describe(pathOf(element))?.multiline) {
      event.preventDefault();
    }
  };

  // A click in an editable text places the caret; it neither follows a link nor folds a question.
  const onClick = (event: MouseEvent) => {
    if (editableOf(event.target) && editor().enabled) event.preventDefault();
  };

  const onFocusOut = (event: FocusEvent) => {
    const element = editableOf(event.target);
    if (!element) return;
    if (pending?.element === element) flush();
    onBlur();
  };

  // The rewrite menu follows the selection (and its box, as the preview scrolls).
  const onSelection = () => editor().selected?.(readSelection(doc, editor()));
  const view = doc.defaultView;

  doc.addEventListener('beforeinput', onBeforeInput);
  doc.addEventListener('input', onInput);
  doc.addEventListener('selectionchange', onSelection);
  view?.addEventListener('scroll', onSelection, { passive: true });
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onClick);
  doc.addEventListener('focusout', onFocusOut);

  return {
    active() {
      // A document keeps its active element when the focus moves to the side form: not typing here then.
      if (!doc.hasFocus()) return null;
      const element = editableOf(doc.activeElement);
      if (!element) return null;
      const path = pathOf(element);
      return { element, path, pending: pending?.element === element };
    },
    flush,
    detach() {
      flush();
      doc.removeEventListener('beforeinput', onBeforeInput);
      doc.removeEventListener('input', onInput);
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('selectionchange', onSelection);
      view?.removeEventListener('scroll', onSelection);
    },
  };
}
