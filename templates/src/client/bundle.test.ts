import { describe, expect, it, vi } from 'vitest';
import { bundleClientScripts } from '../render/node-tools.ts';
import { FakeDocument, FakeElement, FakeForm, field, runScript } from './fake-dom.testing.ts';

const el = (tag: string, attrs: Record<string, string> = {}, ...children: FakeElement[]) =>
  new FakeElement(tag, attrs).append(...children);

describe('the visitor script bundle', () => {
  it('is one small ES2019 IIFE per script set, cached', async () => {
    const all = await bundleClientScripts([
      'contact-form',
      'newsletter',
      'carousel',
      'mobile-menu',
      'cookie-banner',
    ]);
    expect(all.startsWith('(()=>{')).toBe(true);
    expect(all).not.toMatch(/\?\.|\?\?/); // lowered for ES2019
    expect(all.length).toBeLessThan(5000);
    expect(await bundleClientScripts(['mobile-menu'])).not.toContain('data-sw-form');
    expect(bundleClientScripts(['carousel', 'mobile-menu'])).toBe(
      bundleClientScripts(['mobile-menu', 'carousel']),
    );
  });

  it('does nothing on a page without its hooks', async () => {
    const all = await bundleClientScripts([
      'contact-form',
      'newsletter',
      'carousel',
      'mobile-menu',
      'cookie-banner',
    ]);
    expect(() => runScript(all, new FakeDocument(el('p')))).not.toThrow();
  });
});

describe('cookie banner', () => {
  const page = () => {
    const accept = el('button', { 'data-sw-cookie': 'accept' });
    const reject = el('button', { 'data-sw-cookie': 'reject' });
    const banner = el(
      'aside',
      {
        'data-sw-cookie-banner': '',
        'data-sw-consent-key': 'sw-consent:w1',
        'data-sw-analytics': 'G-ABC123',
        hidden: '',
      },
      el('p'),
      accept,
      reject,
    );
    return { doc: new FakeDocument(banner), banner, accept, reject };
  };
  const scripts = (doc: FakeDocument) => doc.head.children.map((s) => String(s.src));

  it('shows itself, and loads analytics only after Accept, remembering the choice', async () => {
    const code = await bundleClientScripts(['cookie-banner']);
    const storage = new Map<string, string>();
    const { doc, banner, accept } = page();
    const win = runScript(code, doc, { storage });
    expect(banner.hidden).toBe(false);
    expect(scripts(doc)).toEqual([]);
    accept.fire('click');
    expect(banner.hidden).toBe(true);
    expect(storage.get('sw-consent:w1')).toBe('accepted');
    expect(scripts(doc)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    expect(win.dataLayer).toHaveLength(2);

    const again = page();
    runScript(code, again.doc, { storage });
    expect(again.banner.hidden).toBe(true);
    expect(scripts(again.doc)).toHaveLength(1);
  });

  it('after Reject stays away and never loads analytics', async () => {
    const code = await bundleClientScripts(['cookie-banner']);
    const storage = new Map<string, string>();
    const first = page();
    runScript(code, first.doc, { storage });
    first.reject.fire('click');
    expect(storage.get('sw-consent:w1')).toBe('rejected');
    expect(scripts(first.doc)).toEqual([]);
    const again = page();
    runScript(code, again.doc, { storage });
    expect(again.banner.hidden).toBe(true);
    expect(scripts(again.doc)).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('shows the toggle, opens and closes the menu, Escape closes and returns focus', async () => {
    const link = el('a', { href: '#services' });
    const menu = el('ul', { id: 'header-1-menu', 'data-sw-menu': '' }, el('li', {}, link));
    const toggle = el('button', {
      'data-sw-menu-toggle': '',
      'aria-expanded': 'false',
      'aria-controls': 'header-1-menu',
      hidden: '',
    });
    const doc = new FakeDocument(el('div', {}, toggle, el('nav', {}, menu)));
    runScript(await bundleClientScripts(['mobile-menu']), doc);
    expect(toggle.hidden).toBe(false);
    toggle.fire('click');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('sw-menu-open')).toBe(true);
    link.fire('click');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.fire('click');
    menu.fire('keydown', { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(doc.activeElement).toBe(toggle);
  });
});

describe('carousel', () => {
  it('shows one slide, moves with the buttons and arrow keys, announces the position, never by itself', async () => {
    const slides = [0, 1, 2].map(() => el('li', { 'data-sw-slide': '' }));
    const prev = el('button', { 'data-sw-carousel-prev': '', hidden: '' });
    const next = el('button', { 'data-sw-carousel-next': '', hidden: '' });
    const status = el('p', { 'data-sw-carousel-status': '' });
    const root = el('div', { 'data-sw-carousel': '' }, el('ul', {}, ...slides), prev, next, status);
    runScript(await bundleClientScripts(['carousel']), new FakeDocument(root));
    const visible = () => slides.findIndex((s) => !s.hidden);
    expect([visible(), prev.hidden, next.hidden, status.textContent]).toEqual([0, false, false, '']);
    next.fire('click');
    expect([visible(), status.textContent]).toEqual([1, '2 / 3']);
    slides[1]!.fire('keydown', { key: 'ArrowRight' });
    expect(visible()).toBe(2);
    prev.fire('click');
    prev.fire('click');
    prev.fire('click');
    expect([visible(), status.textContent]).toEqual([2, '3 / 3']);
  });
});

describe('contact form', () => {
  const form = () => {
    const f = new FakeForm('form', { 'data-sw-form': 'contact', 'data-sw-msg-required': 'Required' });
    f.action = 'https://api.example/api/sites/w1/contact';
    const name = field('input', { name: 'f-name', required: '' });
    const email = field('input', {
      name: 'f-email',
      type: 'email',
      required: '',
      'data-sw-validate': 'email',
    });
    const emailError = el('p', { 'data-sw-error-for': 'f-email', hidden: '' });
    const status = el('p', { 'data-sw-status': '', hidden: '' });
    const success = el('p', { 'data-sw-success': '', hidden: '' });
    const button = el('button', { type: 'submit' });
    f.append(name, email, emailError, button, status, success);
    return { f, name, email, emailError, status, success, button, doc: new FakeDocument(f) };
  };

  it("checks the fields first, with the spec's e-mail message", async () => {
    const fetch = vi.fn();
    const { f, name, email, emailError, doc } = form();
    runScript(await bundleClientScripts(['contact-form']), doc, { fetch });
    expect(f.noValidate).toBe(true);
    name.value = 'Ana';
    email.value = 'not-an-address';
    expect(f.fire('submit').defaultPrevented).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(emailError.textContent).toBe('Please enter a valid email address');
    expect(emailError.hidden).toBe(false);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(doc.activeElement).toBe(email);
    email.value = 'ana@example.com';
    email.fire('input');
    expect(emailError.hidden).toBe(true);
  });

  it('posts the form body with fetch, disables the button meanwhile, then shows the success message', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetch = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { f, name, email, button, success, doc } = form();
    runScript(await bundleClientScripts(['contact-form']), doc, { fetch });
    name.value = 'Ana';
    email.value = 'ana@example.com';
    f.fire('submit');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [
      string,
      { method: string; headers: object; body: URLSearchParams },
    ];
    expect(url).toBe('https://api.example/api/sites/w1/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(String(init.body)).toBe('f-name=Ana&f-email=ana%40example.com');
    expect(button.disabled).toBe(true);
    answer({ ok: true, json: async () => ({}) });
    await vi.waitFor(() => expect(success.hidden).toBe(false));
    expect(button.disabled).toBe(false);
    expect(f.resets).toBe(1);
    expect(doc.activeElement).toBe(success);
  });

  it("shows the api's field errors and message when it refuses", async () => {
    const fetch = vi.fn(async () => ({
      ok: false,
      json: async () => ({ message: 'Too many messages', fieldErrors: { 'f-email': 'Blocked address' } }),
    }));
    const { f, name, email, emailError, status, doc } = form();
    runScript(await bundleClientScripts(['contact-form']), doc, { fetch });
    name.value = 'Ana';
    email.value = 'ana@example.com';
    f.fire('submit');
    await vi.waitFor(() => expect(status.textContent).toBe('Too many messages'));
    expect(emailError.textContent).toBe('Blocked address');
  });
});
