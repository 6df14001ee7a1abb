import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { boundPort, listen } from '../server.ts';
import { type SecurityHeaderSettings, securityHeaders } from './security-headers.ts';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The headers a page, the dashboard and an API call get from an app with `settings`. */
async function headersWith(settings: SecurityHeaderSettings) {
  const app = express();
  app.use(securityHeaders(settings, '/admin/queues'));
  app.use((_req, res) => {
    res.type('html').send('<p>page</p>');
  });
  server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${boundPort(server)}`;
  const get = async (path: string) => Object.fromEntries((await fetch(base + path)).headers);
  return { page: await get('/login'), admin: await get('/admin/queues/'), api: await get('/api/auth/me') };
}

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `) || d === name);

describe('the app origin’s security headers', () => {
  it('refuses framing, sniffing and full referrers; no HSTS and no upgrade on a plain-http APP_URL', async () => {
    const { page } = await headersWith({ appUrl: 'http://localhost:3000' });
    expect(directive(page['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(page['content-security-policy'], 'script-src')).toBe("script-src 'self'");
    expect(directive(page['content-security-policy'], 'upgrade-insecure-requests')).toBeUndefined();
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades requests when APP_URL is https', async () => {
    const { page } = await headersWith({ appUrl: 'https://app.example.com' });
    expect(page['strict-transport-security']).toBe('max-age=31536000');
    expect(directive(page['content-security-policy'], 'upgrade-insecure-requests')).toBe(
      'upgrade-insecure-requests',
    );
    expect(directive(page['content-security-policy'], 'img-src')).toBe("img-src 'self' data: blob: https:");
  });

  it('lets Google Identity Services in only when Google sign-in is configured', async () => {
    const without = (await headersWith({ appUrl: 'https://app.example.com' })).page[
      'content-security-policy'
    ];
    expect(without).not.toContain('accounts.google.com');
    server?.close();
    const csp = (
      await headersWith({
        appUrl: 'https://app.example.com',
        googleClientId: 'id.apps.googleusercontent.com',
      })
    ).page['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://accounts.google.com/gsi/client");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://accounts.google.com/gsi/");
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://accounts.google.com/gsi/',
    );
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    );
  });

  it('allows the built HTML’s inline scripts by hash, read per request', async () => {
    let hashes = ["'sha256-AAAA'"];
    const first = await headersWith({ appUrl: 'http://localhost:3000', inlineScriptHashes: () => hashes });
    expect(directive(first.page['content-security-policy'], 'script-src')).toBe(
      "script-src 'self' 'sha256-AAAA'",
    );
    hashes = ["'sha256-BBBB'", "'sha256-CCCC'"];
    const again = Object.fromEntries((await fetch(`http://127.0.0.1:${boundPort(server!)}/`)).headers);
    expect(directive(again['content-security-policy'], 'script-src')).toBe(
      "script-src 'self' 'sha256-BBBB' 'sha256-CCCC'",
    );
  });

  it('gives the queue dashboard its own policy, and leaves /api answers alone', async () => {
    const { admin, api } = await headersWith({ appUrl: 'http://localhost:3000' });
    expect(directive(admin['content-security-policy'], 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    );
    expect(directive(admin['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(api['content-security-policy']).toBeUndefined();
    expect(api['x-frame-options']).toBeUndefined();
  });
});
