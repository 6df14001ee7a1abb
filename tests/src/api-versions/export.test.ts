import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { website } from '@sitewright/model';
import { recordContactMessage } from '@sitewright/store';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, startAppHarness, type User } from '../api-websites/support/app-harness.ts';
import { journeyArtifacts } from '../support/app-journey.ts';
import {
  chromiumMissingReason,
  launchChromium,
  runAxe,
  seriousViolations,
  viewports,
} from '../support/browser.ts';
import { checkHtml, formatVnuMessages, javaMissingReason } from '../support/vnu.ts';

/** A photo-like JPEG, `width` × `height`. */
function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7) % 251) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A plain static file server over a folder (node http + fs), as any static host would be. */
async function staticServer(root: string) {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css',
    '.js': 'text/javascript',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
    '.avif': 'image/avif',
    '.webp': 'image/webp',
    '.jpg': 'image/jpeg',
    '.png': 'image/png',
    '.txt': 'text/plain',
    '.xml': 'application/xml',
  };
  const served: { path: string; status: number }[] = [];
  const server = http.createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    const found = file.startsWith(root) ? await stat(file).catch(() => null) : null;
    if (!found?.isFile()) {
      served.push({ path: urlPath, status: 404 });
      res.writeHead(404).end();
      return;
    }
    served.push({ path: urlPath, status: 200 });
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every picture of the page loaded (decoded, with a size), lazy ones scrolled into view first. */
async function picturesLoaded(page: Page): Promise<{ total: number; broken: string[] }> {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) {
      img.loading = 'eager';
      img.scrollIntoView();
    }
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  });
  return page.evaluate(() => ({
    total: document.images.length,
    broken: Array.from(document.images)
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  }));
}

const chromiumMissing = chromiumMissingReason();
const javaMissing = javaMissingReason();

describe.skipIf(chromiumMissing !== null)(
  'your site as files: the live build as a zip',
  { timeout: 120_000 },
  () => {
    let w: AppHarness;
    let owner: User;
    let websiteId = '';
    let handle = '';
    let zipFiles: Record<string, Uint8Array> = {};
    let folder = '';
    let browser: Browser;

    beforeAll(async () => {
      w = await startAppHarness({ ownOrigin: true });
      owner = await w.signIn('export');
      const created = await w.call('POST', '/api/websites', owner, {
        businessName: 'Harbor Tiling',
        description: 'Bathroom and kitchen tiling, repairs and waterproofing across Portland.',
        location: 'Portland, OR',
        industry: 'home-construction',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      websiteId = created.body.id;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await photo(1200, 900))], { type: 'image/jpeg' }),
        'work.jpg',
      );
      form.append('metadata', JSON.stringify({ description: 'A freshly tiled shower', tags: ['tiles'] }));
      const uploaded = await w.call('POST', `/api/websites/${websiteId}/images`, owner, form);
      expect(uploaded.status).toBe(201);
      const draft = await w.call('GET', `/api/websites/${websiteId}`, owner);
      const document = draft.body.document;
      for (const section of document.sections) {
        if (section.type === 'Introduction') section.image = uploaded.body.image;
      }
      const saved = await w.call('PUT', `/api/websites/${websiteId}/draft`, owner, {
        document,
        baseVersion: draft.body.version,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      handle = `harbor-${Date.now().toString(36)}`;
      const accepted = await w.call('POST', `/api/websites/${websiteId}/publish`, owner, { handle });
      expect(accepted.status).toBe(202);
      for (const deadline = Date.now() + 60_000; ; ) {
        const { body } = await w.call(
          'GET',
          `/api/websites/${websiteId}/publish/${accepted.body.requestId}`,
          owner,
        );
        if (body.state === 'succeeded') break;
        expect(body.state).not.toBe('failed');
        if (Date.now() > deadline) throw new Error(`publish still ${body.state}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const answer = await fetch(`${w.base}/api/websites/${websiteId}/export`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${handle}-website.zip"`);
      zipFiles = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      folder = await mkdtemp(path.join(tmpdir(), 'sitewright-export-'));
      for (const [name, bytes] of Object.entries(zipFiles)) {
        await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
        await writeFile(path.join(folder, name), bytes);
      }
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await w?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    }, 60_000);

    const text = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(zipFiles[name]);

    it('holds the page, stylesheet, script, fonts, every picture with its renditions, robots.txt, sitemap.xml and a README', () => {
      const names = Object.keys(zipFiles);
      expect(names).toContain('index.html');
      // A build's own `assets/site.{hash}.css` and `fonts/`, or the shared `assets/{hash}/{name}`
      // (never `_assets/`: static hosts such as GitHub Pages skip folders named with `_`).
      const stylesheets = names.filter((n) =>
        /^assets\/(?:site\.[0-9a-f]+|[0-9a-f]{32}\/site)\.css$/.test(n),
      );
      expect(stylesheets).toHaveLength(1);
      expect(names.some((n) => /^assets\/(?:site\.[0-9a-f]+|[0-9a-f]{32}\/site)\.js$/.test(n))).toBe(true);
      expect(names.some((n) => /^(?:fonts|assets\/[0-9a-f]{32})\/[a-z0-9-]+\.woff2$/.test(n))).toBe(true);
      expect(names.filter((n) => n.startsWith('_'))).toEqual([]);
      // The stylesheet's fonts are named relatively and are in the zip.
      const css = stylesheets[0] as string;
      const fontUrls = [...text(css).matchAll(/url\(([^)]*)\)/g)].map((m) => m[1] as string);
      expect(fontUrls.length).toBeGreaterThan(0);
      for (const url of fontUrls) expect(names).toContain(path.posix.join(path.posix.dirname(css), url));
      const html = text('index.html');
      // Every picture the page names is in the zip, and each picture folder holds all its renditions.
      const named = [...html.matchAll(/media\/([0-9a-f]{32})\/([0-9]+\.(?:avif|webp|jpg|png)|image\.svg)/g)];
      expect(named.length).toBeGreaterThan(0);
      for (const [ref] of named) expect(names).toContain(ref);
      const upload = names.filter((n) => n.startsWith('media/') && n.endsWith('.avif'));
      // The 1200 px upload: 480, 720, 960 and its own 1200, each as AVIF, WebP and JPEG.
      const uploadFolder = upload
        .map((n) => n.split('/')[1])
        .find((hash) => names.includes(`media/${hash}/1200.jpg`));
      expect(uploadFolder).toBeDefined();
      expect(names.filter((n) => n.startsWith(`media/${uploadFolder}/`)).sort()).toEqual(
        ['480', '720', '960', '1200']
          .flatMap((w) => ['avif', 'jpg', 'webp'].map((e) => `media/${uploadFolder}/${w}.${e}`))
          .sort(),
      );
      const address = `${w.sitesOrigin}/${handle}`;
      expect(text('robots.txt')).toBe(`User-agent: *\nAllow: /\nSitemap: ${address}/sitemap.xml\n`);
      expect(text('sitemap.xml')).toContain(`<loc>${address}/</loc>`);
      expect(text('README.txt')).toContain(`${w.sitesOrigin}/_forms/${websiteId}/contact`);
    });

    it('links relatively: nothing on the app origin but the badge link, the sites origin only for the forms, the canonical and social tags', () => {
      const html = text('index.html');
      expect(html).not.toMatch(/(?:src|href|srcset)="\/(?!\/)/);
      // Only the social tags and structured data keep absolute picture addresses (nothing fetches them).
      expect(html).not.toMatch(/[",\s]\/_media\//);
      expect(html).toContain(`action="${w.sitesOrigin}/_forms/${websiteId}/contact"`);
      const onApp = [...html.matchAll(/(?:src|href|action|srcset)="([^"]*)"/g)]
        .map((m) => m[1] as string)
        .filter((url) => url.startsWith(w.base));
      // The 'Made with Sitewright' badge is a link a visitor may follow, not a resource the page loads.
      expect(onApp).toEqual([`${w.base}/?ref=badge`]);
    });

    it.skipIf(javaMissing !== null)('passes the W3C Nu checker with no error', async () => {
      const messages = await checkHtml(new Map([['export/index.html', text('index.html')]]));
      const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
      expect(errors, formatVnuMessages(errors)).toEqual([]);
    });

    it('served by a plain static file server: every file found, every picture shown, axe clean, nothing from the app origin', async () => {
      const host = await staticServer(folder);
      const context = await browser.newContext({ viewport: viewports.desktop });
      try {
        const page = await context.newPage();
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        await page.goto(`${host.origin}/index.html`, { waitUntil: 'load' });
        expect(await page.locator('h1').first().textContent()).toBeTruthy();
        const pictures = await picturesLoaded(page);
        expect(pictures.total).toBeGreaterThan(0);
        expect(pictures.broken).toEqual([]);
        // The stylesheet and its fonts applied.
        expect(await page.evaluate(() => document.fonts.check('16px Inter') || document.fonts.size > 0)).toBe(
          true,
        );
        expect(host.served.filter((s) => s.status !== 200)).toEqual([]);
        expect(requests.filter((url) => !url.startsWith(host.origin))).toEqual([]);
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await page.screenshot({
          path: path.join(journeyArtifacts, 'export-static-host.png'),
          fullPage: true,
        });
      } finally {
        await context.close();
        await host.close();
      }
    });

    it('opened from disk (file://): the same page with its pictures, stylesheet and script, nothing from any server', async () => {
      const context = await browser.newContext({ viewport: viewports.mobile });
      try {
        const page = await context.newPage();
        const requests: string[] = [];
        const refused: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        page.on('requestfailed', (request) => refused.push(request.url()));
        page.on('console', (message) => {
          if (message.type() === 'error') refused.push(message.text());
        });
        await page.goto(`file://${folder}/index.html`, { waitUntil: 'load' });
        const pictures = await picturesLoaded(page);
        expect(pictures.broken).toEqual([]);
        expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
        expect(refused).toEqual([]);
        // The site's script ran: the menu button opens the menu.
        const toggle = page.locator('[data-sw-menu-toggle]');
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        expect(seriousViolations(await runAxe(page))).toEqual([]);
        await page.screenshot({ path: path.join(journeyArtifacts, 'export-file.png'), fullPage: true });
      } finally {
        await context.close();
      }
    });

    it('"Download your data": the draft as JSON that its JSON Schema and the model accept, and the leads as CSV', async () => {
      await recordContactMessage(w.db, websiteId, {
        fields: { Name: 'Ana Lima', Email: 'ana@example.com', Message: 'Can you tile a balcony?' },
        submittedAt: new Date(),
      });
      const answer = await fetch(`${w.base}/api/websites/${websiteId}/export/data`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual([
        'README.txt',
        'contact-messages.csv',
        'newsletter.csv',
        'website.json',
        'website.schema.json',
      ]);
      const read = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);
      const draft = JSON.parse(read('website.json'));
      expect(website.safeParse(draft).success).toBe(true);
      expect(draft.id).toBe(websiteId);
      const schema = JSON.parse(read('website.schema.json'));
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.required).toEqual(expect.arrayContaining(['id', 'websiteSettings', 'theme', 'sections']));
      expect(read('contact-messages.csv')).toMatch(/^\uFEFFSubmitted at,/);
      expect(read('contact-messages.csv')).toContain('Can you tile a balcony?');
      expect(read('newsletter.csv')).toBe('\uFEFFEmail,Subscribed at\r\n');
    });

    it('the version calls over HTTP: list, read, restore with { versionId }, copy into draft (a stale base refused)', async () => {
      const publishedFirst = await w.call('GET', `/api/websites/${websiteId}/versions`, owner);
      expect(publishedFirst.status).toBe(200);
      expect(publishedFirst.body.versions).toHaveLength(1);
      const [first] = publishedFirst.body.versions;
      expect(first).toMatchObject({
        live: true,
        publishedBy: owner.email,
        address: `${w.sitesOrigin}/${handle}/`,
      });
      // The thumbnail is the page's first picture: the uploaded photo in the introduction.
      expect(first.thumbnailUrl).toContain('/api/uploads/');

      const draft = await w.call('GET', `/api/websites/${websiteId}`, owner);
      draft.body.document.websiteSettings.businessName = 'Harbor Tiling & Stone';
      const saved = await w.call('PUT', `/api/websites/${websiteId}/draft`, owner, {
        document: draft.body.document,
        baseVersion: draft.body.version,
      });
      expect(saved.status).toBe(200);
      const again = await w.call('POST', `/api/websites/${websiteId}/publish`, owner, { handle });
      const waitFor = async (requestId: string) => {
        for (const deadline = Date.now() + 60_000; ; ) {
          const { body } = await w.call('GET', `/api/websites/${websiteId}/publish/${requestId}`, owner);
          if (body.state === 'succeeded') return body;
          expect(body.state).not.toBe('failed');
          if (Date.now() > deadline) throw new Error(`request still ${body.state}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await waitFor(again.body.requestId);
      expect(await (await fetch(`${w.sitesOrigin}/${handle}/`)).text()).toContain(
        'Harbor Tiling &amp; Stone',
      );
      const listed = (await w.call('GET', `/api/websites/${websiteId}/versions`, owner)).body.versions;
      expect(listed.map((v: { id: string; live: boolean }) => [v.id, v.live])).toEqual([
        [listed[0].id, true],
        [first.id, false],
      ]);
      const read = await w.call('GET', `/api/websites/${websiteId}/versions/${first.id}`, owner);
      expect(read.body.document.websiteSettings.businessName).toBe('Harbor Tiling');

      const restored = await w.call('POST', `/api/websites/${websiteId}/rollback`, owner, {
        versionId: first.id,
      });
      expect(restored.status).toBe(202);
      expect(await waitFor(restored.body.requestId)).toMatchObject({ kind: 'rollback', outcome: 'live' });
      const page = await (await fetch(`${w.sitesOrigin}/${handle}/`)).text();
      expect(page).toContain('Harbor Tiling');
      expect(page).not.toContain('Harbor Tiling &amp; Stone');
      const unknown = await w.call('POST', `/api/websites/${websiteId}/rollback`, owner, {
        versionId: 'b999999',
      });
      expect(unknown.body.code).toBe('version-not-found');

      const current = (await w.call('GET', `/api/websites/${websiteId}`, owner)).body.version;
      const stale = await w.call(
        'POST',
        `/api/websites/${websiteId}/versions/${first.id}/copy-into-draft`,
        owner,
        {
          baseVersion: current - 1,
        },
      );
      expect(stale).toMatchObject({ status: 409, body: { code: 'stale-draft', currentVersion: current } });
      const copied = await w.call(
        'POST',
        `/api/websites/${websiteId}/versions/${first.id}/copy-into-draft`,
        owner,
        {
          baseVersion: current,
        },
      );
      expect(copied).toMatchObject({ status: 200, body: { version: current + 1 } });
      const after = await w.call('GET', `/api/websites/${websiteId}`, owner);
      expect(after.body.document.websiteSettings.businessName).toBe('Harbor Tiling');
      expect(after.body.document.handle).toBe(handle);
    });
  },
);
