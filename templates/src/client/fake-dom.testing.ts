import { runInNewContext } from 'node:vm';

/**
 * Just enough of a DOM to run the visitor scripts in Node (no jsdom here): elements with
 * attributes, `hidden`, classes, listeners, simple `[attr]`/`[attr="v"]`/`tag[…]` selectors,
 * forms with fields. Test-only.
 */

type Listener = (event: FakeEvent) => void;
export interface FakeEvent {
  type: string;
  target: FakeElement;
  key?: string;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

const attrPattern = /\[([\w-]+)(?:="?([^"\]]*)"?)?\]/g;
const parts = (selector: string) => {
  const match = /^([a-z]*)((?:\[[^\]]+\])*)(?::not\(((?:\[[^\]]+\])+)\))?$/.exec(selector.trim());
  if (!match) throw new Error(`fake DOM cannot match ${selector}`);
  const list = (text = '') => [...text.matchAll(attrPattern)].map((m) => [m[1]!, m[2]] as const);
  return { tag: match[1]!, attrs: list(match[2]), not: list(match[3]) };
};

export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly classes = new Set<string>();
  readonly listeners = new Map<string, Listener[]>();
  parentElement: FakeElement | null = null;
  hidden = false;
  textContent = '';
  tabIndex = 0;
  [prop: string]: unknown;
  readonly classList = {
    toggle: (name: string, force?: boolean) => {
      const on = force ?? !this.classes.has(name);
      if (on) this.classes.add(name);
      else this.classes.delete(name);
      return on;
    },
    contains: (name: string) => this.classes.has(name),
  };

  constructor(
    readonly tagName: string,
    attrs: Record<string, string> = {},
    readonly doc?: FakeDocument,
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attributes.set(k, v);
    if ('hidden' in attrs) this.hidden = true;
  }
  get id() {
    return this.getAttribute('id') ?? '';
  }
  get name() {
    return this.getAttribute('name') ?? '';
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  append(...children: FakeElement[]) {
    for (const child of children) {
      child.parentElement = this;
      this.children.push(child);
    }
    return this;
  }
  appendChild(child: FakeElement) {
    this.append(child);
    return child;
  }
  matches(selector: string): boolean {
    return selector.split(',').some((one) => {
      const { tag, attrs, not } = parts(one);
      const has = ([k, v]: readonly [string, string | undefined]) =>
        this.attributes.has(k) && (v === undefined || this.attributes.get(k) === v);
      if (tag && tag !== this.tagName) return false;
      return attrs.every(has) && (not.length === 0 || !not.every(has));
    });
  }
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  querySelectorAll(selector: string) {
    return this.descendants().filter((e) => e.matches(selector));
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  closest(selector: string): FakeElement | null {
    for (let e: FakeElement | null = this; e; e = e.parentElement) if (e.matches(selector)) return e;
    return null;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** Dispatches an event that bubbles from this element up to the document. */
  fire(type: string, extra: Partial<FakeEvent> = {}): FakeEvent {
    const event: FakeEvent = {
      type,
      target: this,
      ...extra,
      preventDefault() {
        event.defaultPrevented = true;
      },
    };
    for (let e: FakeElement | null = this; e; e = e.parentElement) {
      for (const l of e.listeners.get(type) ?? []) l(event);
    }
    for (const l of this.root().doc?.listeners.get(type) ?? []) l(event);
    return event;
  }
  root(): FakeElement {
    return this.parentElement ? this.parentElement.root() : this;
  }
  focus() {
    const doc = this.root().doc;
    if (doc) doc.activeElement = this;
  }
}

export class FakeForm extends FakeElement {
  action = '';
  noValidate = false;
  resets = 0;
  readonly elements = { namedItem: (name: string) => this.fields().find((f) => f.name === name) ?? null };
  fields() {
    return this.querySelectorAll('input,textarea');
  }
  reset() {
    this.resets++;
    for (const f of this.fields()) f.value = '';
  }
}

/** A field: `value`, `type` and `required` as properties, like the real ones. */
export function field(tag: 'input' | 'textarea', attrs: Record<string, string>, value = ''): FakeElement {
  const e = new FakeElement(tag, attrs);
  e.value = value;
  e.type = attrs.type ?? (tag === 'input' ? 'text' : 'textarea');
  e.required = 'required' in attrs;
  return e;
}

export class FakeDocument {
  activeElement: FakeElement | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly head = new FakeElement('head');
  readonly body: FakeElement;
  constructor(...content: FakeElement[]) {
    const html = new FakeElement('html', {}, this);
    this.body = new FakeElement('body');
    html.append(this.head, this.body.append(...content));
  }
  querySelectorAll(selector: string) {
    return this.body.querySelectorAll(selector);
  }
  querySelector(selector: string) {
    return this.body.querySelector(selector);
  }
  getElementById(id: string) {
    return this.body.descendants().find((e) => e.id === id) ?? null;
  }
  createElement(tag: string) {
    return new FakeElement(tag);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
}

/** Runs a bundled script against the fake document; returns the window it saw. */
export function runScript(code: string, document: FakeDocument, globals: Record<string, unknown> = {}) {
  const store = (globals.storage as Map<string, string> | undefined) ?? new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  class FormData {
    readonly entries: Array<[string, string]>;
    constructor(form: FakeForm) {
      this.entries = form.fields().map((f) => [f.name, String(f.value)]);
    }
    [Symbol.iterator]() {
      return this.entries[Symbol.iterator]();
    }
  }
  const window: Record<string, unknown> = { localStorage, document };
  const context = {
    window,
    document,
    Element: FakeElement,
    HTMLElement: FakeElement,
    FormData,
    URLSearchParams,
    Promise,
    Date,
    ...globals,
  };
  window.window = window;
  runInNewContext(code, context);
  return window;
}
